import { useEffect } from 'react';

/**
 * react-admin's login route. The login form lives in the small entry (src/main.tsx), so the
 * app hands over to it: back to the root, where a page without a session shows the form.
 */
export function BackToLogin() {
  useEffect(() => {
    window.location.replace(`${window.location.pathname}#/`);
    window.location.reload();
  }, []);
  return null;
}

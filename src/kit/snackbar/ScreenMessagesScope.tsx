import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { leaveOtherScreens } from './queue';

/** Mounted once inside the router: on every route change the messages of the screen left behind are dropped. */
export function ScreenMessagesScope() {
  const { pathname } = useLocation();
  useEffect(() => {
    leaveOtherScreens(pathname);
  }, [pathname]);
  return null;
}

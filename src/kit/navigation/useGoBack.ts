import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back to where the user came from; to `fallback` when the page was opened directly (no history inside the app). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback);
    else void navigate(-1);
  }, [fallback, key, navigate]);
}

import { useEffect, useState } from 'react';
import { isLastPageSeen, WATCH_DELAY_MS } from './reading';

export interface LastPageWatch {
  /** True once the last page has been seen after the watching started; it stays true. */
  lastPageSeen: boolean;
  /** The viewer's onPageSeen: undefined until the watching starts (WATCH_DELAY_MS after the page opens). */
  onPageSeen: ((page: number, pageCount: number) => void) | undefined;
}

/** Whether the reader has reached the document's last page, watched from WATCH_DELAY_MS after mounting. */
export function useLastPageSeen(delayMs: number = WATCH_DELAY_MS): LastPageWatch {
  const [watching, setWatching] = useState(false);
  const [lastPageSeen, setLastPageSeen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWatching(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const onPageSeen = (page: number, pageCount: number) => {
    if (isLastPageSeen(page, pageCount)) setLastPageSeen(true);
  };
  return { lastPageSeen, onPageSeen: watching ? onPageSeen : undefined };
}

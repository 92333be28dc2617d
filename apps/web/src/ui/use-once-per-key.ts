import { useEffect, useRef } from 'react';

/**
 * Runs `run` once for each `key` a page is shown with, also when React runs effects twice in development: for
 * links that work once (a confirmation link opened is the confirmation).
 */
export function useOncePerKey(key: string, run: () => void): void {
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    run();
  }, [key, run]);
}

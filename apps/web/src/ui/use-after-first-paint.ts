import { useEffect, useState } from 'react';

/** Runs `callback` once the browser is idle after the current frame (Safari has no idle callback: half a second). */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback);
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 500);
  return () => window.clearTimeout(id);
}

/**
 * False in a page's first render, true once that render has been painted and the browser is idle: what a
 * page shows below its first view (and the chunks and requests it needs) then waits for the first paint
 * instead of competing with it on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => setPainted(true)), []);
  return painted;
}

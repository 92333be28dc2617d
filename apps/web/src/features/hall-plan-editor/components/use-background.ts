import { useCallback, useEffect, useRef, useState } from 'react';
import type { Background } from '../model/background.ts';

/**
 * The background picture of this visit, and the places picked on the drawing to scale it. The picture's memory (its
 * object URL) is given back when another replaces it and when the editor closes.
 */
export function useBackground() {
  const [background, setBackground] = useState<Background | null>(null);
  const [picks, setPicks] = useState<[number, number][] | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const change = useCallback((next: Background | null) => {
    for (const url of urls.current) {
      if (url === next?.url) continue;
      URL.revokeObjectURL(url);
      urls.current.delete(url);
    }
    if (next) urls.current.add(next.url);
    setBackground(next);
  }, []);
  const pick = useCallback((point: [number, number]) => setPicks((current) => (current && current.length < 2 ? [...current, point] : current)), []);
  return { background, change, picks, setPicks, pick };
}

import type { ComponentType } from 'react';
import { preloadable } from '../ui/preloadable.tsx';
import { lazyWithTimeout } from './lazy-with-timeout.ts';

/** Loads a route group once (with its texts, see group-texts.ts); its pages share the one import. */
export function group<T extends { [K in keyof T]: ComponentType }>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  return (page: keyof T) => preloadable(() => (loading ??= lazyWithTimeout(load)).then((module) => module[page]));
}

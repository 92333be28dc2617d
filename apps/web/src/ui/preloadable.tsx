import { use, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  /** Fetches the module now (once); a render after it arrived shows the component at once. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose module loads on demand, like React.lazy, but that renders in the same pass once its
 * module is there: a step the user moves on to then appears with the click, as a bundled one would, instead
 * of after a Suspense fallback. Until then it suspends (the nearest Suspense boundary shows its fallback).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function PreloadableComponent(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}

import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * The notices (ui/notify.tsx) and their container load with the first notice: most visits show none, and
 * Mantine's notifications with their transitions would otherwise be part of every first load.
 */
const loadNotifications = () => import('@mantine/notifications');
// Its placement (a CSS module) loads with it, not with the entry.
const Notifications = lazy(() =>
  Promise.all([loadNotifications(), import('./notice-outlet.module.css')]).then(([module, { default: classes }]) => ({
    default: ({ position }: { position: NoticePosition }) => <module.Notifications position={position} classNames={{ root: classes.root }} />,
  })),
);

type NoticePosition = 'top-center' | 'bottom-center';

let wanted = false;
const listeners = new Set<() => void>();

/** Hands a notice to Mantine's store once its module is there; the outlet then shows it. */
export function showNotice(show: (module: Awaited<ReturnType<typeof loadNotifications>>) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(show);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where notices appear, from the first notice on: in the logged-in areas at the top centre under the app's
 * fixed header, clear of its menus and of a form's save bar at the bottom right (on a phone a notice at the
 * bottom covered the save button); in the configurator's frame, whose header scrolls with the page and holds
 * the language switch, at the bottom centre.
 */
export function NoticeOutlet({ position = 'top-center' }: { position?: NoticePosition }) {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={position} />
    </Suspense>
  );
}

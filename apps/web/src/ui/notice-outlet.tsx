import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * The notices (ui/notify.tsx) and their container load with the first notice: most visits show none, and
 * Mantine's notifications with their transitions would otherwise be part of every first load.
 */
const loadNotifications = () => import('@mantine/notifications');
const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

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

/** Where notices appear (bottom centre, clear of the header's language switch and logout), from the first notice on. */
export function NoticeOutlet() {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" />
    </Suspense>
  );
}

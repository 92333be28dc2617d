import { AppFrame } from '../../../ui/app-frame.tsx';

/** The frame of the public pages under /e/: product name and language switch, no login needed. */
export function ConfiguratorLayout() {
  return <AppFrame />;
}

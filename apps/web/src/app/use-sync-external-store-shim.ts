// What react-i18next imports as `use-sync-external-store/shim` (vite.config.ts aliases it here): the shim
// exists for React before 18; React 19 has the hook itself.
export { useSyncExternalStore } from 'react';

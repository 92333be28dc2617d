import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TONE_COLORS } from './tones.ts';

/**
 * The one notice that something can no longer be changed (an offer locked by its state, an order closed):
 * neutral tone with a lock, the sentence saying why and, where there is one, the way on. A lock is a state,
 * not a fault: it never shows in the warning or danger tone.
 */
export function LockedBanner({ children }: { children: ReactNode }) {
  return (
    <Alert color={TONE_COLORS.neutral} variant="light" icon={<IconLock size={18} aria-hidden="true" />} styles={{ message: { color: 'var(--mantine-color-gray-9)' } }}>
      {children}
    </Alert>
  );
}

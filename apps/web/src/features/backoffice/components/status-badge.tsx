import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A state as a light badge; dark text keeps the contrast (axe) that Mantine's coloured light text lacks. */
export function StatusBadge({ color, children }: { color: 'green' | 'orange' | 'red' | 'blue' | 'gray'; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} c="dark.9" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}

import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A 24 px icon (an inline SVG until the project has an icon set); decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** What is missing, e.g. "No registrations yet". */
  title: string;
  /** What to do next, e.g. "Exhibitors appear here once they register for the event." */
  text: string;
  /** The button or link that does it, when the reader can. */
  action?: ReactNode;
}

/** In place of an empty list or table: says what is missing and what to do next, never just "nothing". */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      {icon && (
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Text fw={650} size="lg">
        {title}
      </Text>
      <Text c="dimmed" maw="32rem">
        {text}
      </Text>
      {action}
    </Stack>
  );
}

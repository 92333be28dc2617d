import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A Tabler icon at 24 px (20 px when compact); decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** What is missing, e.g. "No registrations yet". */
  title: string;
  /** What to do next, e.g. "Exhibitors appear here once they register for the event." */
  text: string;
  /** The button or link that does it, when the reader can (a small button when compact). */
  action?: ReactNode;
  /**
   * For a list inside a card or section beside others (a registration's orders, a dashboard's tasks): less
   * space, a smaller icon and title, so an empty list does not outweigh the full ones around it. A page's
   * or an index card's only list takes the full size.
   */
  compact?: boolean;
}

/**
 * In place of an empty list or table: says what is missing and what to do next, never just "nothing" (a bare
 * "Keine …" sentence or an info box). A whole section that is empty collapses instead (`Section`'s `empty`).
 */
export function EmptyState({ icon, title, text, action, compact = false }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={compact ? 'md' : 'xl'} px="md" ta="center">
      {icon && (
        <ThemeIcon variant="light" size={compact ? 36 : 48} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Text fw={650} size={compact ? 'md' : 'lg'}>
        {title}
      </Text>
      <Text c="dimmed" size={compact ? 'sm' : 'md'} maw="32rem">
        {text}
      </Text>
      {action}
    </Stack>
  );
}

import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: ReactNode;
  /** Buttons or links for the section as a whole (add one), right of its title. */
  actions?: ReactNode;
  /**
   * What the section would show is not there: the sentence that says so ("Noch keine Zahlungen"). The section
   * collapses to its title and this one muted line instead of an empty card; `actions` stay beside it.
   */
  empty?: string | false | null;
  children?: ReactNode;
}

/**
 * A part of a page: a bordered card named by its h2 (at h3 size), with what can be done with it beside the
 * title; empty, one line of title and muted sentence without a card.
 */
export function Section({ title, actions, empty, children }: SectionProps) {
  const titleId = useId();
  if (empty) {
    return (
      <Group component="section" aria-labelledby={titleId} justify="space-between" gap="sm" px="lg" py="xs">
        <Group gap="xs" align="baseline" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        </Group>
        {actions}
      </Group>
    );
  }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

import { Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: ReactNode;
  /** Buttons or links for the section as a whole (add one), right of its title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A part of a page: a bordered card named by its h2 (at h3 size), with what can be done with it beside the title. */
export function Section({ title, actions, children }: SectionProps) {
  const titleId = useId();
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

import { BookletGroupType, type OrderBookGroup } from '@messeportal/domain';
import { Collapse, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toneText } from '../../../ui/tones.ts';

interface BookletGroupViewProps {
  group: OrderBookGroup;
  open: boolean;
  onToggle: () => void;
  /** How many of its items are booked: a closed group still tells that it holds bookings. */
  booked: number;
  children: ReactNode[];
}

/** A collapsible group of the booklet: its heading is the button that opens and closes it; a boxed group is framed (SPEC §2). */
export function BookletGroupView({ group, open, onToggle, booked, children }: BookletGroupViewProps) {
  const { t } = useTranslation();
  const panelId = `booklet-group-${group.id}-panel`;
  const content = (
    <Stack gap="md">
      <Title order={2} size="h3" id={`booklet-group-${group.id}`} style={{ scrollMarginTop: 16 }}>
        <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls={panelId} style={{ font: 'inherit' }}>
          <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em' }}>
            {open ? '▾' : '▸'}
          </span>
          {group.title}
        </UnstyledButton>
        {booked > 0 && (
          <Text span size="sm" fw={400} c={toneText('success')} ml="sm">
            {t('portal.booklet.groupBooked', { count: booked })}
          </Text>
        )}
      </Title>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm">{children}</Stack>
      </Collapse>
    </Stack>
  );
  return group.groupType === BookletGroupType.boxed ? (
    <Paper withBorder p="md" bg="gray.0" component="section">
      {content}
    </Paper>
  ) : (
    <section style={{ padding: 'var(--mantine-spacing-md) 0' }}>{content}</section>
  );
}

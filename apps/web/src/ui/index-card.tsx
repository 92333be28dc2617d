import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Skeleton.css';
import { Box, Button, Card, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { useUiTexts } from './i18n/ui-texts.ts';
import classes from './index-card.module.css';

/** A saved view of an index list: a tab with the number of records in it ("Unbestätigt 12"). */
export interface IndexView {
  value: string;
  label: string;
  /** Unknown while the list loads the first time. */
  count?: number;
}

interface IndexCardProps {
  /** The views as tabs above the bar; the chosen one is `view`. */
  views?: { items: IndexView[]; value: string; onChange: (value: string) => void };
  /** The filter bar (`FilterBar`): search and filter pills. */
  bar?: ReactNode;
  /** The table, or what stands in its place (`IndexLoading`, `IndexEmpty`, `IndexError`). */
  children: ReactNode;
  /** Below the table: which rows of how many, and the pages. */
  footer?: ReactNode;
}

/**
 * The *Index* template's one container: a bordered card holding the views (tabs with counts), the filter bar,
 * the table (or its skeleton, empty state or error) and the paging; nothing of the list outside it.
 */
export function IndexCard({ views, bar, children, footer }: IndexCardProps) {
  useUiTexts();
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRef<HTMLDivElement>(null);
  // The chosen view in sight, also where the tabs scroll sideways on a phone.
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [views?.value]);
  const body = (
    <>
      {bar && <Box className={classes.bar}>{bar}</Box>}
      {children}
      {footer && <Box className={classes.footer}>{footer}</Box>}
    </>
  );
  return (
    <Card withBorder padding={0} className={classes.card}>
      {views ? (
        <Tabs value={views.value} onChange={(value) => value !== null && views.onChange(value)}>
          <Tabs.List ref={list} aria-label={t('ui.index.views')} className={classes.views}>
            {views.items.map((view) => (
              <Tabs.Tab key={view.value} value={view.value} className={classes.view}>
                {view.label}
                {view.count !== undefined && ' '}
                {view.count !== undefined && (
                  <Text span size="xs" className={classes.count}>
                    {new Intl.NumberFormat(locale).format(view.count)}
                  </Text>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={views.value}>{body}</Tabs.Panel>
        </Tabs>
      ) : (
        body
      )}
    </Card>
  );
}

/** Loading: skeleton rows in the table's place, announced once. */
export function IndexLoading({ rows = 6 }: { rows?: number }) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <Stack gap="sm" p="md" role="status" aria-label={t('ui.index.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row} className={classes.skeletonRow}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="50%" />
        </Box>
      ))}
    </Stack>
  );
}

interface IndexEmptyProps {
  icon: ReactNode;
  /** There is nothing at all yet: what is missing and how it comes. */
  title: string;
  text: string;
  action?: ReactNode;
  /** Search or filters hide every record: "no matches" with a way to clear them, instead of the above. */
  onClearFilters?: () => void;
}

/** Nothing to show, inside the card: nothing matches (with "clear filters"), or there is nothing at all. */
export function IndexEmpty({ icon, title, text, action, onClearFilters }: IndexEmptyProps) {
  useUiTexts();
  const { t } = useTranslation();
  return onClearFilters ? (
    <EmptyState
      icon={<IconFilterOff size={24} stroke={1.6} />}
      title={t('ui.index.noMatchTitle')}
      text={t('ui.index.noMatchText')}
      action={
        <Button variant="default" onClick={onClearFilters}>
          {t('ui.index.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={icon} title={title} text={text} action={action} />
  );
}

/** The list could not be read: the error inside the card, where the table would be. */
export function IndexError({ error }: { error: unknown }) {
  return (
    <Box p="md">
      <ErrorAlert error={error} />
    </Box>
  );
}

interface IndexBodyProps<T> {
  /** The list's query: its skeleton while pending, its error, or its answer. */
  answer: UseQueryResult<T>;
  /** The records of an answer; none shows `empty`. */
  records: (data: T) => readonly unknown[];
  /** What shows without records: an `IndexEmpty`. */
  empty: ReactNode;
  /** Skeleton rows while the first answer is pending. */
  loadingRows?: number;
  /** The table of an answer with records. */
  children: (data: T) => ReactNode;
}

/**
 * What an `IndexCard` holds, in one place: the skeleton, the error, the empty state or the table. The table of
 * an answer is built as a deferred render, which React interrupts every few milliseconds for input and paint:
 * a long list no longer blocks the page for one long task (the skeleton stays until it is built).
 */
export function IndexBody<T>({ answer, records, empty, loadingRows, children }: IndexBodyProps<T>) {
  const data = useDeferredValue(answer.data ?? null, null);
  if (answer.isError) return <IndexError error={answer.error} />;
  if (data === null) return <IndexLoading rows={loadingRows} />;
  return records(data).length === 0 ? empty : children(data);
}

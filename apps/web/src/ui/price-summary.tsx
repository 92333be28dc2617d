import { vatRowLabel, type PriceTotals, type TaxCase } from '@messeportal/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { useUiTexts } from './i18n/ui-texts.ts';
import { Money } from './money.tsx';
import { SummaryCard } from './summary-layout-card.tsx';

/** One position of the summary; money in cents. */
export interface SummaryLine {
  key: string | number;
  description: string;
  /** The amount and unit, e.g. '2,00 Stück'. */
  detail: string;
  sum: number;
}

interface PriceSummaryProps {
  title: string;
  lines: readonly SummaryLine[];
  totals: PriceTotals;
  /** The buyer's tax case the totals were computed with: it names the VAT row. */
  taxCase: TaxCase;
  currency: string;
  /** What to do while nothing is chosen. */
  emptyText: string;
  /** What is done with the choice (save, order …), below the totals. */
  children?: ReactNode;
}

/**
 * The summary card of a page that builds an order (ui/summary-layout.tsx): each chosen position with its sum,
 * then net, VAT and gross, then the page's actions, so that the price is in view while the reader chooses.
 */
export function PriceSummary({ title, lines, totals, taxCase, currency, emptyText, children }: PriceSummaryProps) {
  useUiTexts();
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const rows = [
    { label: t('ui.totals.net'), cents: totals.net },
    { label: vatRowLabel(taxCase, lang), cents: totals.vat },
    { label: t('ui.totals.gross'), cents: totals.gross, strong: true },
  ];
  return (
    <SummaryCard title={title}>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line) => (
            <Group key={line.key} component="li" justify="space-between" wrap="nowrap" align="baseline" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
                  {line.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.detail}
                </Text>
              </div>
              <Money size="sm" cents={line.sum} currency={currency} />
            </Group>
          ))}
        </Stack>
      )}
      <Stack gap={4} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={row.strong ? 700 : undefined}>
              {row.label}
            </Text>
            <Money size="sm" fw={row.strong ? 700 : undefined} cents={row.cents} currency={currency} />
          </Group>
        ))}
      </Stack>
      {children}
    </SummaryCard>
  );
}

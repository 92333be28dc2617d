import { amountToCents, orderBookPriceLine, priceTotals, type Booklet, type TaxCase } from '@messeportal/domain';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { PriceSummary } from '../../../ui/price-summary.tsx';
import type { BookletValues } from '../model/booklet.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';

interface BookingSummaryProps {
  items: Booklet['orderBooks'];
  values: BookletValues;
  /** The company's tax case (from the booklet's cost overview). */
  taxCase: TaxCase;
  currency: string;
  /** Whether the values differ from what is saved. */
  unsaved: boolean;
  /** The save buttons: in view with the total while the exhibitor books. */
  children: ReactNode;
}

/**
 * What the services entered in the booklet cost, as they are entered (before they are saved). The cost
 * overview below the booklet shows what the server priced from the saved bookings (with the rules only it
 * applies, such as a minimum of the stand's area).
 */
export function BookingSummary({ items, values, taxCase, currency, unsaved, children }: BookingSummaryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const priced = items.flatMap((item) => {
    const value = values[item.id];
    const line = value && orderBookPriceLine({ ...item, price: amountToCents(item.price), productType: item.productGlobal?.productType ?? null }, value);
    return line ? [{ id: item.id, line, unit: item.unitLabel }] : [];
  });
  const lines = priced.map(({ id, line, unit }) => ({ key: id, description: line.description, detail: `${format.number(line.amount)} ${unit}`, sum: line.sum }));
  return (
    <PriceSummary
      title={t('portal.booklet.summaryTitle')}
      lines={lines}
      totals={priceTotals(priced.map(({ line }) => line), taxCase.rateBp)}
      taxCase={taxCase}
      currency={currency}
      emptyText={t('portal.booklet.summaryEmpty')}
    >
      {unsaved && (
        <Badge color={TONE_COLORS.warning} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('portal.booklet.unsaved')}
        </Badge>
      )}
      {children}
    </PriceSummary>
  );
}

import { amountToCents } from '@messeportal/domain';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { standPricesQueryOptions } from '../api/calculate-stand.ts';

interface StandTypePriceProps {
  eventId: number;
  standConfigId: number;
  currency: string;
  /** Where the price is said, so that the card names it (aria-describedby). */
  id: string;
}

/**
 * "ab … €/m²" on a stand type's card: what a square metre costs at the type's minimum size (the area and
 * every surcharge charged per m², as the server prices them; the same query as the stand's own at its minimum).
 * Nothing while it is priced or when the server prices nothing per m².
 */
export function StandTypePrice({ eventId, standConfigId, currency, id }: StandTypePriceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useQuery(standPricesQueryOptions(eventId, standConfigId, '', useLocale()));
  if (!data) return null;
  const perQm = data.standPrices.filter((row) => row.amount === data.qm).reduce((total, row) => total + amountToCents(row.priceSingle), 0);
  if (perQm <= 0) return null;
  return (
    <Text size="sm" fw={600} id={id}>
      {t('configurator.stand.fromPerQm', { price: format.money(perQm, currency) })}
    </Text>
  );
}

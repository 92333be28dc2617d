import { amountToCents } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PriceTable } from '../../../ui/price-table.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The price table of the chosen stand type and size, as the server prices them, or why it cannot. `sizeErrorShown`:
 * the size input beside it says what is wrong with the size, so it is not said twice.
 */
export function StandPrices({ sizeErrorShown = false }: { sizeErrorShown?: boolean }) {
  const { t } = useTranslation();
  const { event } = useWizard();
  const { query } = useChosenStandPrices();
  const format = useFormat();
  const sizeError = query.error instanceof ApiError ? query.error.messageFor('qm') : undefined;
  const shownError = query.isError && !(sizeErrorShown && sizeError) ? query.error : null;

  return (
    <>
      {shownError && <ErrorAlert error={shownError} />}
      {query.data && !query.isError && (
        <PriceTable
          caption={t('configurator.stand.prices', { qm: format.number(query.data.qm) })}
          currency={event.currency}
          rows={query.data.standPrices.map((price) => ({
            ...price,
            priceSingle: amountToCents(price.priceSingle),
            sum: amountToCents(price.sum),
          }))}
          total={amountToCents(query.data.total)}
        />
      )}
    </>
  );
}

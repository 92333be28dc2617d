import { amountToCents, type StandConfig } from '@messeportal/domain';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PriceTable } from '../../../ui/price-table.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useServerError, useWizard } from './wizard-context.tsx';

/** What the stand step asks and shows once a stand type is chosen: the size in m² and the prices for both. */
export function ChosenStand({ config }: { config: StandConfig }) {
  const { t } = useTranslation();
  const { event, state, dispatch } = useWizard();
  const { query } = useChosenStandPrices();
  const format = useFormat();
  const sizeOrderError = useServerError('qm');
  const sizeError = query.error instanceof ApiError ? query.error.messageFor('qm') : undefined;
  const otherError = query.isError && !sizeError ? query.error : null;

  return (
    <>
      <Group align="flex-start">
        <TextInput
          label={t('configurator.stand.size')}
          description={t('configurator.stand.sizeHint', { min: config.qmMin })}
          placeholder={String(config.qmMin)}
          inputMode="decimal"
          value={state.configuration.stand.qm}
          onChange={(event) => dispatch({ type: 'standSizeTyped', qm: event.currentTarget.value })}
          error={sizeError ?? sizeOrderError}
          w={260}
        />
      </Group>
      {otherError && <ErrorAlert error={otherError} />}
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

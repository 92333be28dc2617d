import { amountToCents } from '@messeportal/domain';
import { Alert, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { preloadable } from '../../../ui/preloadable.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useServerError, useWizard } from './wizard-context.tsx';

/**
 * The stand's prices, shown once a type is chosen: the table (Mantine's, with its scroll container) is not
 * part of the first paint; it is fetched with the later steps (wizard.tsx), or at once when a draft has a type.
 */
export const StandPriceTable = preloadable(() => import('../../../ui/price-table.tsx').then((m) => m.PriceTable));

/** Stand step (SPEC §2): an orderable stand type, the size in m² and the price table for both. */
export function StandStep() {
  const { t } = useTranslation();
  const { event, state, dispatch } = useWizard();
  const { query } = useChosenStandPrices();
  const format = useFormat();
  const sizeOrderError = useServerError('qm');
  const typeOrderError = useServerError('standConfigId');
  const { standConfigId, qm } = state.configuration.stand;
  const standConfigs = event.standConfigs.filter((config) => config.isOrderable);
  const chosen = standConfigs.find((config) => config.id === standConfigId);
  const sizeError = query.error instanceof ApiError ? query.error.messageFor('qm') : undefined;
  const otherError = query.isError && !sizeError ? query.error : null;

  return (
    <Stack>
      <Title order={2}>{t('configurator.stand.title')}</Title>
      {event.registrationDescription && <Text>{event.registrationDescription}</Text>}
      <Radio.Group
        label={t('configurator.stand.type')}
        value={standConfigId === null ? null : String(standConfigId)}
        onChange={(value) => dispatch({ type: 'standConfigChosen', standConfigId: Number(value) })}
        error={typeOrderError}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {standConfigs.map((config) => (
            <Radio
              key={config.id}
              value={String(config.id)}
              label={config.name}
              description={t('configurator.stand.range', { min: config.qmMin, max: config.qmMax })}
            />
          ))}
        </Stack>
      </Radio.Group>
      {chosen && (
        <Group align="flex-start">
          <TextInput
            label={t('configurator.stand.size')}
            description={t('configurator.stand.sizeHint', { min: chosen.qmMin })}
            placeholder={String(chosen.qmMin)}
            inputMode="decimal"
            value={qm}
            onChange={(event) => dispatch({ type: 'standSizeTyped', qm: event.currentTarget.value })}
            error={sizeError ?? sizeOrderError}
            w={260}
          />
        </Group>
      )}
      {otherError && <ErrorAlert error={otherError} />}
      {chosen && query.data && !query.isError && (
        <Suspense fallback={null}>
          <StandPriceTable
            caption={t('configurator.stand.prices', { qm: format.number(query.data.qm) })}
            currency={event.currency}
            rows={query.data.standPrices.map((price) => ({
              ...price,
              priceSingle: amountToCents(price.priceSingle),
              sum: amountToCents(price.sum),
            }))}
            total={amountToCents(query.data.total)}
          />
        </Suspense>
      )}
      {!chosen && (
        <Alert color="blue" variant="light">
          {t('configurator.stand.chooseType')}
        </Alert>
      )}
    </Stack>
  );
}

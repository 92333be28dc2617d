import type { StandConfig } from '@messeportal/domain';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { StandPrices } from './stand-prices.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useServerError, useWizard } from './wizard-context.tsx';

/** What the stand step asks and shows once a stand type is chosen: the size in m² and the prices for both. */
export function ChosenStand({ config }: { config: StandConfig }) {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const { query } = useChosenStandPrices();
  const sizeOrderError = useServerError('qm');
  const sizeError = query.error instanceof ApiError ? query.error.messageFor('qm') : undefined;

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
      <StandPrices sizeErrorShown />
    </>
  );
}

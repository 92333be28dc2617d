import { Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useFormat } from '../../../i18n/format.ts';
import { PriceTable } from '../../../ui/price-table.tsx';
import { toneText } from '../../../ui/tones.ts';
import { pricePreview, type PriceRuleDraft } from '../model/price-preview.ts';
import { DecimalInput } from '../../../ui/decimal-input.tsx';

interface LivePriceTableProps {
  rules: readonly PriceRuleDraft[];
  qmMin: number | string;
  qmMax: number | string;
  currency: string;
}

/**
 * The stand's price for a size the reader types, recomputed on every keystroke in the form beside it, with the
 * configurator's own functions: what exhibitors will be charged once the stand type is saved.
 */
export function LivePriceTable({ rules, qmMin, qmMax, currency }: LivePriceTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const titleId = useId();
  const [size, setSize] = useState<number | string>(qmMin);
  const range = { qmMin: Number(qmMin), qmMax: Number(qmMax) };
  const validRange = qmMin !== '' && qmMax !== '' && Number.isFinite(range.qmMin) && Number.isFinite(range.qmMax) && range.qmMin <= range.qmMax;
  const preview = validRange ? pricePreview(rules, size, range, langOf(locale)) : null;

  return (
    // Sticks below the header beside a long form, so the price stays in view while the rules are edited.
    <Stack gap="sm" component="section" aria-labelledby={titleId} style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))', alignSelf: 'start' }}>
      <Title order={3} size="h4" id={titleId}>
        {t('catalogueAdmin.preview.title')}
      </Title>
      <DecimalInput
        label={t('catalogueAdmin.preview.size')}
        description={t('catalogueAdmin.preview.sizeHint')}
        value={size}
        onChange={setSize}
        min={0}
        decimalScale={2}
        maw={220}
      />
      <div aria-live="polite">
        {!preview ? (
          <Text size="sm" c="dimmed">
            {t('catalogueAdmin.preview.invalidRange')}
          </Text>
        ) : !preview.ok ? (
          <Text size="sm" c={toneText('danger')}>
            {t('catalogueAdmin.preview.outOfRange', { min: preview.min, max: preview.max })}
          </Text>
        ) : (
          <PriceTable caption={t('catalogueAdmin.preview.caption', { qm: format.number(preview.qm) })} rows={preview.lines} currency={currency} total={preview.net} />
        )}
      </div>
    </Stack>
  );
}

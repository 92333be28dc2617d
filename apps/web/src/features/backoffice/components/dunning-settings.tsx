import { DUNNING_KINDS, type OrganiserSettingsInput } from '@messeportal/domain';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FormSection } from '../../../ui/form-layout.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';

type DunningValues = Required<Pick<OrganiserSettingsInput, 'dunningLevels' | 'dunningInterest' | 'dunningFlatFee' | 'baseRates' | 'dunningPrefix'>>;

/**
 * The settings' section of dunning: up to three levels (kind, days after the due date, fee), the switches of
 * § 288 BGB (default interest, the € 40 flat fee) and the base rates with the day each took effect, newest kept
 * by the organiser as the Bundesbank announces them.
 */
export function DunningSettings<V extends DunningValues>({ form, editable }: { form: UseFormReturnType<V>; editable: boolean }) {
  const { t } = useTranslation();
  const decimalSeparator = useLocale() === 'de-DE' ? ',' : '.';
  // The form's values are generic here: its paths are strings, its new list items the form's own type (`never` to TypeScript).
  const values = form.getValues() as DunningValues;
  const input = (path: string) => form.getInputProps(path);
  const error = (path: 'dunningLevels' | 'baseRates') =>
    form.errors[path] && (
      <Text size="sm" c="red" role="alert">
        {form.errors[path]}
      </Text>
    );
  return (
    <FormSection title={t('backoffice.settings.dunning')} description={t('backoffice.settings.dunningIntro')}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('backoffice.settings.dunningLevels')}
        </Text>
        {values.dunningLevels.map((_, index) => (
          <Group key={index} gap="sm" align="flex-end" wrap="wrap">
            <Select
              {...input(`dunningLevels.${index}.kind`)}
              label={t('backoffice.settings.dunningLevel', { level: index + 1 })}
              data={DUNNING_KINDS.map((kind) => ({ value: kind, label: t(`ui.status.dunning.${kind}`) }))}
              allowDeselect={false}
              disabled={!editable}
              {...fieldWidth('medium')}
            />
            <NumberInput
              {...input(`dunningLevels.${index}.daysAfterDue`)}
              label={t('backoffice.settings.daysAfterDue')}
              min={1}
              max={365}
              allowDecimal={false}
              suffix={` ${t('backoffice.settings.days')}`}
              readOnly={!editable}
              w={150}
            />
            <NumberInput
              {...input(`dunningLevels.${index}.fee`)}
              label={t('backoffice.settings.dunningFee')}
              min={0}
              max={1000}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator={decimalSeparator}
              suffix=" €"
              readOnly={!editable}
              w={150}
            />
            {editable && values.dunningLevels.length > 1 && (
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => form.removeListItem('dunningLevels', index)} aria-label={t('backoffice.settings.removeLevel', { level: index + 1 })}>
                <IconTrash size={18} stroke={1.6} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {error('dunningLevels')}
        {editable && values.dunningLevels.length < 3 && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={16} stroke={1.6} aria-hidden />}
              onClick={() => {
                const last = values.dunningLevels.at(-1);
                const kind = DUNNING_KINDS[Math.min(DUNNING_KINDS.length - 1, last ? DUNNING_KINDS.indexOf(last.kind) + 1 : 0)];
                form.insertListItem('dunningLevels', { kind, daysAfterDue: (last?.daysAfterDue ?? 0) + 14, fee: 0 } as never);
              }}
            >
              {t('backoffice.settings.addLevel')}
            </Button>
          </Group>
        )}
      </Stack>
      <Checkbox {...form.getInputProps('dunningInterest', { type: 'checkbox' })} label={t('backoffice.settings.dunningInterest')} description={t('backoffice.settings.dunningInterestHint')} disabled={!editable} />
      <Checkbox {...form.getInputProps('dunningFlatFee', { type: 'checkbox' })} label={t('backoffice.settings.dunningFlatFee')} description={t('backoffice.settings.dunningFlatFeeHint')} disabled={!editable} />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('backoffice.settings.baseRates')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('backoffice.settings.baseRatesHint')}
        </Text>
        {values.baseRates.map((_, index) => (
          <Group key={index} gap="sm" align="flex-end" wrap="wrap">
            <DateField {...input(`baseRates.${index}.since`)} label={t('backoffice.settings.baseRateSince')} readOnly={!editable} {...fieldWidth('medium')} />
            <NumberInput
              {...input(`baseRates.${index}.rate`)}
              label={t('backoffice.settings.baseRate')}
              min={-10}
              max={20}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator={decimalSeparator}
              suffix=" %"
              readOnly={!editable}
              w={130}
            />
            {editable && values.baseRates.length > 1 && (
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => form.removeListItem('baseRates', index)} aria-label={t('backoffice.settings.removeBaseRate', { index: index + 1 })}>
                <IconTrash size={18} stroke={1.6} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {error('baseRates')}
        {editable && (
          <Group>
            <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} stroke={1.6} aria-hidden />} onClick={() => form.insertListItem('baseRates', { since: '', rate: 0 } as never)}>
              {t('backoffice.settings.addBaseRate')}
            </Button>
          </Group>
        )}
      </Stack>
      <TextInput {...form.getInputProps('dunningPrefix')} label={t('backoffice.settings.dunningPrefix')} required maxLength={10} readOnly={!editable} {...fieldWidth('short')} />
    </FormSection>
  );
}

import { NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FIREPLACE_MAX_LIMIT } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../ui/date-field.tsx';
import { FormSection } from '../../../ui/form-layout.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';
import type { EventFormValues } from '../model/event-form.ts';
import { BillingNumberSelect } from './billing-number-select.tsx';
import { MoneyInput } from './money-input.tsx';

/** A fireplace fair's flue gas connections: their price, how many one exhibitor may request, until when, and how they are invoiced. */
export function FireplaceSettingsFields({ form, readOnly }: { form: UseFormReturnType<EventFormValues>; readOnly: boolean }) {
  const { t } = useTranslation();
  const label = (name: 'fireplacePrice' | 'fireplaceMaxConnections' | 'fireplaceEndsAt') => t(`catalogueAdmin.eventForm.${name}`);
  return (
    <FormSection title={t('catalogueAdmin.eventForm.fireplace')} description={t('catalogueAdmin.eventForm.fireplaceIntro')}>
      <MoneyInput {...form.getInputProps('fireplacePrice')} label={label('fireplacePrice')} readOnly={readOnly} required {...fieldWidth('medium')} />
      <NumberInput
        {...form.getInputProps('fireplaceMaxConnections')}
        label={label('fireplaceMaxConnections')}
        min={1}
        max={FIREPLACE_MAX_LIMIT}
        allowDecimal={false}
        allowNegative={false}
        readOnly={readOnly}
        required
        {...fieldWidth('short')}
      />
      <DateTimeField {...form.getInputProps('fireplaceEndsAt')} label={label('fireplaceEndsAt')} description={t('catalogueAdmin.eventForm.fireplaceEndsAtHint')} readOnly={readOnly} {...fieldWidth('medium')} />
      <BillingNumberSelect {...form.getInputProps('fireplaceBillingNumber')} readOnly={readOnly} />
    </FormSection>
  );
}

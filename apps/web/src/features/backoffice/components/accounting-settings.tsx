import { DATEV_ACCOUNT_LENGTH, DEBTOR_NUMBERINGS, debtorRange } from '@messeportal/domain';
import { NumberInput, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { FormSection } from '../../../ui/form-layout.tsx';
import { fieldWidth } from '../../../ui/form-widths.ts';

export const ACCOUNTING_FIELDS = [
  'revenueAccountDomestic',
  'taxKeyDomestic',
  'revenueAccountReverseCharge',
  'taxKeyReverseCharge',
  'revenueAccountNotTaxable',
  'taxKeyNotTaxable',
  'debtorNumbering',
  'debtorNumberStart',
  'datevConsultantNumber',
  'datevClientNumber',
  'datevAccountLength',
  'fiscalYearStartMonth',
  'datevBankAccount',
  'datevClearingAccount',
] as const;
type AccountingField = (typeof ACCOUNTING_FIELDS)[number];

interface AccountingSettingsProps {
  /** A field's input props with its label, as the settings form gives them. */
  field: (name: AccountingField) => GetInputPropsReturnType & { label: string; readOnly: boolean };
  editable: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The settings' section of the tax adviser's numbers: revenue accounts and tax keys per tax case, debtors, DATEV's header. */
export function AccountingSettings({ field, editable }: AccountingSettingsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const length = Number(field('datevAccountLength').value);
  const range = Number.isInteger(length) && length >= DATEV_ACCOUNT_LENGTH.min && length <= DATEV_ACCOUNT_LENGTH.max ? debtorRange(length) : undefined;
  const month = field('fiscalYearStartMonth');
  const account = (name: AccountingField) => <TextInput {...field(name)} required maxLength={8} inputMode="numeric" {...fieldWidth('medium')} />;
  const taxKey = (name: AccountingField) => <TextInput {...field(name)} maxLength={4} inputMode="numeric" description={t('backoffice.settings.taxKeyHint')} {...fieldWidth('medium')} />;

  return (
    <FormSection title={t('backoffice.settings.accounting')} description={t('backoffice.settings.accountingIntro')}>
      {/* Each tax case's revenue account, then its tax key: the order the tax adviser reads them in. */}
      {account('revenueAccountDomestic')}
      {taxKey('taxKeyDomestic')}
      {account('revenueAccountReverseCharge')}
      {taxKey('taxKeyReverseCharge')}
      {account('revenueAccountNotTaxable')}
      {taxKey('taxKeyNotTaxable')}
      <TextInput {...field('datevBankAccount')} required maxLength={8} inputMode="numeric" description={t('backoffice.settings.datevBankAccountHint')} {...fieldWidth('medium')} />
      <TextInput {...field('datevClearingAccount')} required maxLength={8} inputMode="numeric" description={t('backoffice.settings.datevClearingAccountHint')} {...fieldWidth('medium')} />
      <Select
        {...field('debtorNumbering')}
        data={DEBTOR_NUMBERINGS.map((value) => ({ value, label: t(`backoffice.settings.debtorNumberingOptions.${value}`) }))}
        description={t('backoffice.settings.debtorNumberingHint')}
        allowDeselect={false}
        disabled={!editable}
        {...fieldWidth('long')}
      />
      <NumberInput {...field('debtorNumberStart')} allowDecimal={false} allowNegative={false} description={range && t('backoffice.settings.debtorNumberStartHint', { length, ...range })} {...fieldWidth('medium')} />
      <NumberInput {...field('datevConsultantNumber')} allowDecimal={false} allowNegative={false} min={1001} max={9_999_999} {...fieldWidth('medium')} />
      <NumberInput {...field('datevClientNumber')} allowDecimal={false} allowNegative={false} min={1} max={99_999} {...fieldWidth('medium')} />
      <NumberInput {...field('datevAccountLength')} allowDecimal={false} min={DATEV_ACCOUNT_LENGTH.min} max={DATEV_ACCOUNT_LENGTH.max} description={t('backoffice.settings.datevAccountLengthHint')} {...fieldWidth('short')} />
      <Select
        {...month}
        value={String(month.value)}
        onChange={(value) => month.onChange(Number(value))}
        data={MONTHS.map((value) => ({ value: String(value), label: monthName.format(new Date(Date.UTC(2020, value - 1, 1))) }))}
        allowDeselect={false}
        disabled={!editable}
        {...fieldWidth('medium')}
      />
    </FormSection>
  );
}

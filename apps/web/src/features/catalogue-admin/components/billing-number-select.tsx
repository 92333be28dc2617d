import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDefinitions } from './use-definitions.ts';

/**
 * The partial billing number a catalogue item is invoiced under (issue 28): parking, conclusion or award items get
 * invoices of their own. The label and hint are the catalogue's; the field's value and error come from the form.
 */
export function BillingNumberSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const { t } = useTranslation();
  const numbers = useDefinitions('partialBillingNumbers');
  return (
    <Select
      label={t('catalogueAdmin.common.billingNumber')}
      description={t('catalogueAdmin.common.billingNumberHint')}
      data={numbers.options}
      allowDeselect={false}
      {...props}
    />
  );
}

import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoggedInCompany } from './logged-in-company.tsx';
import { useWizard } from './wizard-context.tsx';

/** Who orders, on the order step: the logged-in company, or the new exhibitor's data as entered. */
export function OrderCompanyData() {
  const { t } = useTranslation();
  const { user, state } = useWizard();
  if (user) return <LoggedInCompany withLogout={false} />;
  const { company, address, contact } = state.configuration.personal;
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Title order={3}>{t('configurator.order.companyData')}</Title>
        <Text fw={700}>{company.name}</Text>
        <Text>{[address.nameExtra, address.street, `${address.zip} ${address.city}`.trim(), address.country.toUpperCase()].filter(Boolean).join(', ')}</Text>
        <Text>{t('configurator.order.contactLine', { name: `${contact.firstName} ${contact.name}`.trim(), email: contact.email })}</Text>
      </Stack>
    </Paper>
  );
}

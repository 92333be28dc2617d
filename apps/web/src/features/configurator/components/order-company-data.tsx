import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useConfig } from '../../../api/get-config.ts';
import { LoggedInCompany } from './logged-in-company.tsx';
import { useWizard } from './wizard-context.tsx';

type AddressLines = { name?: string; nameExtra: string; street: string; zip: string; city: string; country: string };

/** An address as a letter shows it, the country by its name in the reader's language. */
function AddressBlock({ title, address, countryName }: { title: string; address: AddressLines; countryName: (code: string) => string }) {
  const lines = [address.name, address.nameExtra, address.street, `${address.zip} ${address.city}`.trim(), address.country && countryName(address.country)];
  return (
    <Stack gap={2}>
      <Text fw={700}>{title}</Text>
      {lines.filter(Boolean).map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Stack>
  );
}

/**
 * Who orders, on the order step: the logged-in company, or the new exhibitor's data as entered — company,
 * address, the different invoice address when one was given, and the contact the confirmation goes to.
 */
export function OrderCompanyData() {
  const { t } = useTranslation();
  const { user, state } = useWizard();
  const config = useConfig(useLocale());
  if (user) return <LoggedInCompany withLogout={false} />;
  const { company, address, contact, invoiceAddress, addressInvoice } = state.configuration.personal;
  const countries = new Map((config.data?.definitions.countries ?? []).map((country) => [String(country.id), country.label]));
  const countryName = (code: string) => countries.get(code) ?? code.toUpperCase();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>{t('configurator.order.companyData')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AddressBlock title={company.name} address={address} countryName={countryName} />
          {invoiceAddress ? (
            <AddressBlock title={t('configurator.personal.invoiceTitle')} address={addressInvoice} countryName={countryName} />
          ) : (
            <Stack gap={2}>
              <Text fw={700}>{t('configurator.personal.invoiceTitle')}</Text>
              <Text>{t('configurator.order.invoiceSameAsMain')}</Text>
            </Stack>
          )}
        </SimpleGrid>
        {invoiceAddress && addressInvoice.ustid && <Text>{`${t('configurator.personal.ustid')}: ${addressInvoice.ustid}`}</Text>}
        {company.phone && <Text>{`${t('configurator.personal.phone')}: ${company.phone}`}</Text>}
        <Text>{t('configurator.order.contactLine', { name: `${contact.firstName} ${contact.name}`.trim(), email: contact.email })}</Text>
      </Stack>
    </Paper>
  );
}

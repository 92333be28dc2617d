import type { StaffRegistrationAnswer } from '@messeportal/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { Section } from '../../../ui/section.tsx';

type Registration = StaffRegistrationAnswer['registration'];
type Address = NonNullable<Registration['mainAddress']>;

const addressLines = (address: Address | null) => (address ? [address.name, address.street, `${address.zip} ${address.city}`, address.country.toUpperCase()].filter(Boolean).join(', ') : '–');

/** The company, its addresses, contacts and brands, and when it registered and confirmed (SPEC §2 registration/show). */
export function RegistrationFacts({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = (key: string) => t(`backoffice.desk.registration.${key}` as never);
  const company = registration.companyData;
  return (
    <Section title={k('facts')}>
      <FactsTable
        label={k('facts')}
        rows={[
          [k('company'), company.name],
          [k('vatId'), company.ustid || '–'],
          [k('email'), company.email || '–'],
          [k('phone'), company.phone || '–'],
          [k('internet'), company.internet || '–'],
          [k('mainAddress'), addressLines(registration.mainAddress)],
          [k('invoiceAddress'), addressLines(registration.invoiceAddress)],
          [
            k('contacts'),
            <Stack gap={2}>
              {registration.contacts.map((contact) => (
                <Text key={contact.id} size="sm">
                  {`${contact.firstName} ${contact.name}`.trim()} · {contact.email}
                  {contact.isMainContact ? ` (${k('mainContact')})` : ''}
                </Text>
              ))}
            </Stack>,
          ],
          [k('brands'), registration.brands.map((brand) => brand.name).join(', ') || '–'],
          [k('created'), format.date(registration.createdAt, { time: true })],
          [k('confirmed'), registration.confirmedAt ? format.date(registration.confirmedAt, { time: true }) : '–'],
        ]}
      />
    </Section>
  );
}

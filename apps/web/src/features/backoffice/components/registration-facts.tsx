import type { StaffRegistrationAnswer } from '@messeportal/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { useCountryName } from '../../../ui/company-data/reference-options.ts';
import { Section } from '../../../ui/section.tsx';
import { CompanyDataEdit, type CompanyDataTarget } from './company-data-edit.tsx';

type Registration = StaffRegistrationAnswer['registration'];
type Address = NonNullable<Registration['mainAddress']>;

/** An address as it is written on a letter: name, name extra, street, place, the country by its name. */
function AddressLines({ address }: { address: Address }) {
  const countryName = useCountryName();
  const lines = [address.name, address.nameExtra, address.street, `${address.zip} ${address.city}`.trim(), address.country && countryName(address.country)];
  return (
    <div>
      {lines.filter(Boolean).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </div>
  );
}

/**
 * The company, its addresses, contacts and brands, and when it registered and confirmed (SPEC §2 registration/show);
 * staff who may (`mayCorrect`) edit the company, its addresses and contacts from here.
 */
export function RegistrationFacts({ registration, mayCorrect }: { registration: Registration; mayCorrect: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const k = (key: string) => t(`backoffice.desk.registration.${key}` as never);
  const company = registration.companyData;
  /** A value with the edit of its row beside it, for staff who may correct it. */
  const editable = (value: ReactNode, target: CompanyDataTarget, label: string) =>
    mayCorrect ? (
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</div>
        <CompanyDataEdit companyId={company.id} target={target} label={label} />
      </Group>
    ) : (
      value
    );
  const invoiceAddress = registration.invoiceAddress;
  return (
    <Section title={k('facts')}>
      <KeyValueList
        rows={[
          [k('company'), editable(company.name, { kind: 'company' }, t('backoffice.companyData.editCompany', { name: company.name }))],
          [k('vatId'), company.ustid || '–'],
          [k('email'), company.email || '–'],
          [k('phone'), company.phone || '–'],
          [k('internet'), company.internet || '–'],
          [k('mainAddress'), registration.mainAddress ? editable(<AddressLines address={registration.mainAddress} />, { kind: 'address', id: registration.mainAddress.id }, t('backoffice.companyData.editMainAddress')) : '–'],
          [
            k('invoiceAddress'),
            invoiceAddress
              ? editable(<AddressLines address={invoiceAddress} />, { kind: 'address', id: invoiceAddress.id }, t('backoffice.companyData.editInvoiceAddress'))
              : editable('–', { kind: 'address', id: 0 }, t('backoffice.companyData.addAddress')),
          ],
          [
            k('contacts'),
            <Stack gap={2}>
              {registration.contacts.map((contact) => {
                const name = `${contact.firstName} ${contact.name}`.trim();
                const line = (
                  <Text size="sm">
                    {name} · {contact.email}
                    {contact.isMainContact ? ` (${k('mainContact')})` : ''}
                  </Text>
                );
                return <div key={contact.id}>{editable(line, { kind: 'contact', id: contact.id }, t('backoffice.companyData.editContact', { name }))}</div>;
              })}
            </Stack>,
          ],
          [k('brands'), registration.brands.map((brand) => brand.name).join(', ') || '–'],
          [k('created'), format.date(registration.createdAt, { time: true })],
          [k('confirmed'), registration.confirmedAt ? format.date(registration.confirmedAt, { time: true }) : '–'],
          ...(registration.state === 'unconfirmed'
            ? [[k('linkValid'), registration.confirmLinkExpiresAt ? format.date(registration.confirmLinkExpiresAt, { time: true }) : k('noLink')] as const]
            : []),
        ]}
      />
    </Section>
  );
}

import type { PortalAddress, PortalBrand, PortalContact } from '@messeportal/domain';
import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { labelOf } from '../model/labels.ts';
import { personName, phoneText } from '../model/people.ts';
import { AddressBlock } from './address-block.tsx';
import { EditLink, NewLink } from './edit-link.tsx';

type Options = readonly { id: string | number; label: string }[] | undefined;

interface ListSectionProps {
  title: string;
  newLink: { to: string; label: string };
  headers: string[];
  empty: string;
  rows: { key: number; cells: ReactNode[] }[];
}

/** A titled table of the company's rows, each with an edit link, and a link to add one. */
function ListSection({ title, newLink, headers, empty, rows }: ListSectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={title} actions={<NewLink {...newLink} />}>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <StackingTable minWidth={640} striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
              <Table.Th>{t('portal.profile.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Table.Td key={index} data-label={headers[index]}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
    </Section>
  );
}

export function ContactsSection({ contacts, roles }: { contacts: PortalContact[]; roles: Options }) {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t('portal.profile.contacts')}
      newLink={{ to: '/contact/edit/0', label: t('portal.profile.newContact') }}
      headers={[t('portal.profile.name'), t('portal.profile.email'), t('portal.profile.phone'), t('portal.profile.roles')]}
      empty={t('portal.profile.noContacts')}
      rows={contacts.map((contact) => ({
        key: contact.id,
        cells: [
          contact.isMainContact ? `${personName(contact)} (${t('portal.profile.mainContact')})` : personName(contact),
          contact.email,
          phoneText(contact.telCountry, contact.telCity, contact.telDirect),
          contact.contactType.map((role) => labelOf(roles, role)).join(', '),
          <EditLink key="edit" to={`/contact/edit/${contact.id}`} name={personName(contact)} />,
        ],
      }))}
    />
  );
}

export function AddressesSection({ addresses, countryLabel }: { addresses: PortalAddress[]; countryLabel: (code: string) => string }) {
  const { t } = useTranslation();
  const use = (address: PortalAddress) =>
    [address.isMain && t('portal.profile.mainAddress'), address.isInvoice && t('portal.profile.invoiceAddress')].filter(Boolean).join(', ');
  return (
    <ListSection
      title={t('portal.profile.addresses')}
      newLink={{ to: '/address/edit/0', label: t('portal.profile.newAddress') }}
      headers={[t('portal.profile.address'), t('portal.profile.email'), t('portal.profile.use')]}
      empty={t('portal.profile.noAddresses')}
      rows={addresses.map((address) => ({
        key: address.id,
        cells: [
          <AddressBlock key="address" address={address} countryLabel={countryLabel} />,
          address.email,
          use(address),
          <EditLink key="edit" to={`/address/edit/${address.id}`} name={[address.name, address.nameExtra, address.street].filter(Boolean).join(', ')} />,
        ],
      }))}
    />
  );
}

export function BrandsSection({ brands, productGroups }: { brands: PortalBrand[]; productGroups: Options }) {
  const { t } = useTranslation();
  return (
    <ListSection
      title={t('portal.profile.brands')}
      newLink={{ to: '/brand/edit/0', label: t('portal.profile.newBrand') }}
      headers={[t('portal.profile.brandName'), t('portal.profile.internet'), t('portal.profile.productGroups')]}
      empty={t('portal.profile.noBrands')}
      rows={brands.map((brand) => ({
        key: brand.id,
        cells: [
          brand.name,
          brand.internet ? (
            <Anchor key="internet" href={brand.internet} target="_blank" rel="noreferrer">
              {brand.internet}
            </Anchor>
          ) : (
            ''
          ),
          brand.productgroupsIds.map((id) => labelOf(productGroups, id)).join(', '),
          <EditLink key="edit" to={`/brand/edit/${brand.id}`} name={brand.name} />,
        ],
      }))}
    />
  );
}

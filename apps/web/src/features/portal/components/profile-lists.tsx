import type { PortalAddress, PortalBrand, PortalContact } from '@messeportal/domain';
import { Anchor, Menu, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailText } from '../../../ui/index-text.tsx';
import { IndexActionsHeader, IndexRowActions } from '../../../ui/index-row-actions.tsx';
import { IndexRow, IndexTable } from '../../../ui/index-table.tsx';
import { phoneOnlyClass } from '../../../ui/stacking-table.tsx';
import { Section } from '../../../ui/section.tsx';
import { labelOf } from '../model/labels.ts';
import { personName, phoneText } from '../model/people.ts';
import { AddressBlock } from './address-block.tsx';
import { DeleteRowDialog, type ProfileRowKind } from './delete-row-dialog.tsx';
import { NewLink } from './edit-link.tsx';

type Options = readonly { id: string | number; label: string }[] | undefined;

/** One row of a profile list: its name (the link to its form), its other cells, and whether it may be deleted. */
interface ProfileRow {
  id: number;
  /** What the row is called in its link, its menu and the delete question. */
  name: string;
  /** The first cell's text (a name, an address); `name` when not given. */
  title?: ReactNode;
  /** Under the title on every screen (the rest of an address). */
  detail?: ReactNode;
  /** On a phone under the title: what the other columns show wider. */
  meta: string;
  cells: ReactNode[];
  /** The server refuses it (the main contact, the own login, the main address): no delete in its menu. */
  fixed?: boolean;
}

interface ListSectionProps {
  kind: ProfileRowKind;
  title: string;
  newLink: { to: string; label: string };
  /** The columns after the first. */
  headers: [string, ...string[]];
  empty: string;
  rows: ProfileRow[];
  editPath: (id: number) => string;
}

/**
 * A section of the profile (Record template): a table of the company's rows whose name opens its form, as a
 * click on the row does, with "Bearbeiten" and "Löschen" in the row's "…" menu and "Neu …" beside the title;
 * empty, the title and one muted line. On a phone each row is its name with a meta line and the menu.
 */
function ListSection({ kind, title, newLink, headers, empty, rows, editPath }: ListSectionProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<ProfileRow | null>(null);
  return (
    <Section title={title} actions={<NewLink {...newLink} />} empty={rows.length === 0 && empty}>
      <IndexTable minWidth={640} caption={title}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
            <IndexActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <IndexRow key={row.id} to={editPath(row.id)}>
              <Table.Td data-phone="title">
                {/* Named "Anna Muster bearbeiten": what the link does, its visible text first. */}
                <Anchor component={Link} to={editPath(row.id)} fw={600} aria-label={t('portal.profile.editNamed', { name: row.name })}>
                  {row.title ?? row.name}
                </Anchor>
                {row.detail}
                {row.meta && (
                  <div className={phoneOnlyClass} style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' }}>
                    {row.meta}
                  </div>
                )}
              </Table.Td>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
              <Table.Td data-phone="actions">
                <IndexRowActions name={row.name}>
                  <Menu.Item leftSection={<IconPencil size={16} stroke={1.6} aria-hidden />} component={Link} to={editPath(row.id)}>
                    {t('portal.profile.edit')}
                  </Menu.Item>
                  {!row.fixed && (
                    <Menu.Item color="red" leftSection={<IconTrash size={16} stroke={1.6} aria-hidden />} onClick={() => setDeleting(row)}>
                      {t('portal.edit.delete')}
                    </Menu.Item>
                  )}
                </IndexRowActions>
              </Table.Td>
            </IndexRow>
          ))}
        </Table.Tbody>
      </IndexTable>
      {deleting && <DeleteRowDialog kind={kind} id={deleting.id} name={deleting.name} onClose={() => setDeleting(null)} />}
    </Section>
  );
}

interface ContactsSectionProps {
  contacts: PortalContact[];
  roles: Options;
  /** The logged-in contact: its own login cannot be deleted here. */
  ownId: number | undefined;
}

export function ContactsSection({ contacts, roles, ownId }: ContactsSectionProps) {
  const { t } = useTranslation();
  const rolesOf = (contact: PortalContact) => contact.contactType.map((role) => labelOf(roles, role)).join(', ');
  return (
    <ListSection
      kind="contact"
      title={t('portal.profile.contacts')}
      newLink={{ to: '/contact/edit/0', label: t('portal.profile.newContact') }}
      headers={[t('portal.profile.name'), t('portal.profile.email'), t('portal.profile.phone'), t('portal.profile.roles')]}
      empty={t('portal.profile.noContacts')}
      editPath={(id) => `/contact/edit/${id}`}
      rows={contacts.map((contact) => {
        const name = personName(contact);
        return {
          id: contact.id,
          name,
          detail: contact.isMainContact && (
            <Text size="sm" c="dimmed">
              {t('portal.profile.mainContactLabel')}
            </Text>
          ),
          meta: [contact.email, rolesOf(contact)].filter(Boolean).join(' · '),
          fixed: contact.isMainContact || contact.id === ownId,
          cells: [<EmailText key="email" email={contact.email} />, phoneText(contact.telCountry, contact.telCity, contact.telDirect), rolesOf(contact)],
        };
      })}
    />
  );
}

export function AddressesSection({ addresses, countryLabel }: { addresses: PortalAddress[]; countryLabel: (code: string) => string }) {
  const { t } = useTranslation();
  const use = (address: PortalAddress) =>
    [address.isMain && t('portal.profile.mainAddress'), address.isInvoice && t('portal.profile.invoiceAddress')].filter(Boolean).join(', ');
  return (
    <ListSection
      kind="address"
      title={t('portal.profile.addresses')}
      newLink={{ to: '/address/edit/0', label: t('portal.profile.newAddress') }}
      headers={[t('portal.profile.address'), t('portal.profile.email'), t('portal.profile.use')]}
      empty={t('portal.profile.noAddresses')}
      editPath={(id) => `/address/edit/${id}`}
      rows={addresses.map((address) => ({
        id: address.id,
        name: [address.name, address.nameExtra, address.street].filter(Boolean).join(', '),
        title: address.name,
        detail: <AddressBlock address={{ ...address, name: '' }} countryLabel={countryLabel} size="sm" />,
        meta: use(address),
        fixed: address.isMain,
        cells: [address.email ? <EmailText key="email" email={address.email} /> : '', use(address)],
      }))}
    />
  );
}

export function BrandsSection({ brands, productGroups }: { brands: PortalBrand[]; productGroups: Options }) {
  const { t } = useTranslation();
  const groupsOf = (brand: PortalBrand) => brand.productgroupsIds.map((id) => labelOf(productGroups, id)).join(', ');
  return (
    <ListSection
      kind="brand"
      title={t('portal.profile.brands')}
      newLink={{ to: '/brand/edit/0', label: t('portal.profile.newBrand') }}
      headers={[t('portal.profile.brandName'), t('portal.profile.internet'), t('portal.profile.productGroups')]}
      empty={t('portal.profile.noBrands')}
      editPath={(id) => `/brand/edit/${id}`}
      rows={brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        meta: groupsOf(brand),
        cells: [
          brand.internet ? (
            <Anchor key="internet" href={brand.internet} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {brand.internet}
            </Anchor>
          ) : (
            ''
          ),
          groupsOf(brand),
        ],
      }))}
    />
  );
}

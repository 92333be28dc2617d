import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readUserInfo } from '../../../api/session.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { AddressesSection, BrandsSection, ContactsSection } from '../components/profile-lists.tsx';
import { labelOf } from '../model/labels.ts';
import { findOwnContact, personName, phoneText } from '../model/people.ts';

/** The own profile (SPEC §2 me): the logged-in contact, the company, and the company's contacts, addresses, brands. */
export function ProfilePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const globalData = useGlobalData(locale);
  const config = useConfig(locale);

  if (globalData.isPending) return <PageLoader />;
  if (globalData.isError) return <ErrorAlert error={globalData.error} />;
  const { company, contacts, addresses, brands } = globalData.data;
  const definitions = config.data?.definitions ?? {};
  const productGroups = config.data?.productgroups as { id: number; label: string }[] | undefined;
  const me = findOwnContact(contacts, readUserInfo()?.contactId);
  const none = t('portal.registration.none');

  return (
    <Stack gap="lg">
      <PageHeader title={t('portal.profile.title')} breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }]} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('portal.profile.me')}>
          {me ? (
            <Stack gap="sm">
              <FactsTable
                label={t('portal.profile.me')}
                rows={[
                  [t('portal.profile.name'), [me.salutation, personName(me)].filter(Boolean).join(' ')],
                  [t('portal.profile.email'), me.email],
                  [t('portal.profile.phone'), phoneText(me.telCountry, me.telCity, me.telDirect) || none],
                  [t('portal.profile.mobile'), phoneText(me.mobileCountry, me.mobileDirect) || none],
                  [t('portal.profile.roles'), me.contactType.map((role) => labelOf(definitions.contactTypes, role)).join(', ') || none],
                ]}
              />
              <Anchor component={Link} to={`/contact/edit/${me.id}`}>
                {t('portal.profile.editMe')}
              </Anchor>
            </Stack>
          ) : (
            <Text>{none}</Text>
          )}
        </Section>
        <Section title={t('portal.profile.company')}>
          <Stack gap="sm">
            <FactsTable
              label={t('portal.profile.company')}
              rows={[
                [t('portal.profile.companyName'), company.name],
                [t('portal.profile.email'), company.email || none],
                [t('portal.profile.phone'), phoneText(company.telCountry, company.telCity, company.telDirect) || none],
                [t('portal.profile.internet'), company.internet || none],
                [t('portal.profile.ustid'), company.ustid || none],
              ]}
            />
            <Anchor component={Link} to={`/company/edit/${company.id}`}>
              {t('portal.profile.editCompany')}
            </Anchor>
          </Stack>
        </Section>
      </SimpleGrid>
      <ContactsSection contacts={contacts} roles={definitions.contactTypes} />
      <AddressesSection addresses={addresses} countryLabel={(code) => labelOf(definitions.countries, code)} />
      <BrandsSection brands={brands} productGroups={productGroups} />
    </Stack>
  );
}

import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readUserInfo } from '../../../api/session.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { EmailText } from '../../../ui/index-text.tsx';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RecordHeader } from '../../../ui/record-header.tsx';
import { RecordLayout } from '../../../ui/record-layout.tsx';
import { Section } from '../../../ui/section.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { AddressBlock } from '../components/address-block.tsx';
import { AddressesSection, BrandsSection, ContactsSection } from '../components/profile-lists.tsx';
import { labelOf } from '../model/labels.ts';
import { findOwnContact, personName, phoneText } from '../model/people.ts';

/**
 * The own profile (SPEC §2 me) on the Record template: the company by its name with "Firmendaten bearbeiten";
 * its contacts, addresses and brands in the main column; the company's and the own properties beside them.
 */
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
  const countryLabel = (code: string) => labelOf(definitions.countries, code);
  const mainAddress = addresses.find((address) => address.isMain);

  return (
    <Stack gap="lg">
      <RecordHeader
        title={company.name}
        subtitle={t('portal.profile.title')}
        breadcrumbs={[{ label: t('portal.nav.home'), to: '/' }]}
        primary={
          <Button component={Link} to={`/company/edit/${company.id}`}>
            {t('portal.profile.editCompany')}
          </Button>
        }
      />
      <RecordLayout
        main={
          <>
            <ContactsSection contacts={contacts} roles={definitions.contactTypes} ownId={me?.id} />
            <AddressesSection addresses={addresses} countryLabel={countryLabel} />
            <BrandsSection brands={brands} productGroups={productGroups} />
          </>
        }
        side={
          <>
            <Section title={t('portal.profile.company')}>
              <KeyValueList
                rows={[
                  [t('portal.profile.email'), company.email ? <EmailText email={company.email} /> : none],
                  [t('portal.profile.phone'), phoneText(company.telCountry, company.telCity, company.telDirect) || none],
                  [t('portal.profile.internet'), company.internet || none],
                  [t('portal.profile.ustid'), company.ustid || none],
                  [t('portal.profile.mainAddress'), mainAddress ? <AddressBlock address={mainAddress} countryLabel={countryLabel} /> : none],
                ]}
              />
            </Section>
            <Section
              title={t('portal.profile.me')}
              empty={!me && none}
              actions={
                me && (
                  <Button component={Link} to={`/contact/edit/${me.id}`} variant="light" size="compact-md" aria-label={t('portal.profile.editMe')}>
                    {t('portal.profile.edit')}
                  </Button>
                )
              }
            >
              {me && (
                <KeyValueList
                  rows={[
                    [t('portal.profile.name'), [me.salutation, personName(me)].filter(Boolean).join(' ')],
                    [t('portal.profile.email'), <EmailText key="email" email={me.email} />],
                    [t('portal.profile.phone'), phoneText(me.telCountry, me.telCity, me.telDirect) || none],
                    [t('portal.profile.mobile'), phoneText(me.mobileCountry, me.mobileDirect) || none],
                    [t('portal.profile.roles'), me.contactType.map((role) => labelOf(definitions.contactTypes, role)).join(', ') || none],
                  ]}
                />
              )}
            </Section>
          </>
        }
      />
    </Stack>
  );
}

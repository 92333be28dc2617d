import { Alert, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { PriceTable } from '../../../ui/price-table.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { toPriceRows, useRegistration } from '../api/get-registration.ts';
import { AddressBlock } from '../components/address-block.tsx';
import { FactsTable } from '../../../ui/facts-table.tsx';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';
import { labelOf } from '../model/labels.ts';
import { OrderedList } from '../components/ordered-list.tsx';
import { BrandAssignments, ContactAssignments } from '../components/registration-assignments.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * The registration detail (SPEC §2 registration/show): stand, company, addresses, images, prices, and the company's
 * contacts and brands, ticked where they belong to this registration (until the organiser cancels it).
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const registrationId = Number(useParams().id);
  const answer = useRegistration(registrationId, locale);
  const config = useConfig(locale);
  const { event } = useRegistrationEvent(registrationId);

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const { registration, standItems } = answer.data;
  const definitions = config.data?.definitions ?? {};
  const country = (code: string) => labelOf(definitions.countries, code);
  const standRows = toPriceRows(standItems);
  const none = t('portal.registration.none');
  const editable = !registration.canceledAt;

  return (
    <Stack gap="lg">
      <RegistrationHeader registrationId={registrationId} title={registration.eventName} subtitle={t('portal.registration.subtitle', { id: registration.id })} />
      {!registration.isConfirmed && !registration.canceledAt && (
        <Alert color={TONE_COLORS.warning} variant="light" title={t('portal.confirmation.title')}>
          {t('portal.confirmation.text', { event: registration.eventName })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('portal.registration.stand')}>
          <FactsTable
            label={t('portal.registration.stand')}
            rows={[
              [t('portal.registration.hall'), registration.hall || none],
              [t('portal.registration.standNr'), registration.standNr || t('portal.registration.standNrPending')],
              [t('portal.registration.standType'), registration.standTypeLabel],
              [t('portal.registration.standConfig'), registration.standConfigName],
              [t('portal.registration.standSize'), `${format.number(registration.standSize ?? 0)} m²`],
              [t('portal.registration.variant'), registration.variant || t('portal.registration.variantStandard')],
              [
                t('portal.registration.participation'),
                [registration.isOnsiteParticipant && t('portal.registration.onsite'), registration.isVirtualParticipant && t('portal.registration.virtual')].filter(Boolean).join(', ') || none,
              ],
              [t('portal.registration.createdAt'), format.date(registration.createdAt)],
              [t('portal.registration.confirmedAt'), registration.confirmedAt ? format.date(registration.confirmedAt) : t('portal.registration.notConfirmed')],
            ]}
          />
        </Section>
        <Section title={t('portal.registration.company')}>
          <FactsTable
            label={t('portal.registration.company')}
            rows={[
              [t('portal.registration.companyName'), registration.companyData.name],
              [t('portal.registration.email'), registration.companyData.email || none],
              [t('portal.registration.internet'), registration.companyData.internet || none],
              [t('portal.registration.phone'), registration.companyData.phone || none],
              [t('portal.registration.ustid'), registration.companyData.ustid || none],
            ]}
          />
        </Section>
        <Section title={t('portal.registration.mainAddress')}>
          {registration.mainAddress ? <AddressBlock address={registration.mainAddress} countryLabel={country} /> : <Text>{none}</Text>}
        </Section>
        <Section title={t('portal.registration.invoiceAddress')}>
          {registration.invoiceAddress ? (
            <AddressBlock address={registration.invoiceAddress} countryLabel={country} />
          ) : (
            <Text>{t('portal.registration.invoiceSameAsMain')}</Text>
          )}
        </Section>
      </SimpleGrid>

      {event && <ContactAssignments registrationId={registrationId} event={event} editable={editable} />}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title={t('portal.registration.logo')}>
          {registration.logoUrl ? (
            <Image src={registration.logoUrl} alt={t('portal.registration.logoAlt', { company: registration.companyData.name })} maw={240} fit="contain" />
          ) : (
            <Text>{t('portal.registration.noImage')}</Text>
          )}
        </Section>
        <Section title={t('portal.registration.motif')}>
          {registration.motifUrl ? (
            <Image src={registration.motifUrl} alt={t('portal.registration.motifAlt', { company: registration.companyData.name })} maw={400} fit="contain" />
          ) : (
            <Text>{t('portal.registration.noImage')}</Text>
          )}
        </Section>
      </SimpleGrid>

      {event && <BrandAssignments registrationId={registrationId} event={event} editable={editable} />}

      <Section title={t('portal.registration.standPrices')}>
        <PriceTable
          caption={t('portal.registration.standPricesCaption')}
          rows={standRows}
          currency={event?.currency ?? 'EUR'}
          total={standRows.reduce((sum, row) => sum + row.sum, 0)}
        />
      </Section>

      <Section title={t('portal.ordered.title')}>
        <OrderedList orders={registration.orders} currency={event?.currency ?? 'EUR'} />
      </Section>
    </Stack>
  );
}

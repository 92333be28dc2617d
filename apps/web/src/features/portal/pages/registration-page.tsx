import type { RegistrationDetail } from '@messeportal/domain';
import { Alert, Group, Image, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfig } from '../../../api/get-config.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { KeyValueList } from '../../../ui/key-value-list.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PriceTable } from '../../../ui/price-table.tsx';
import { RecordLayout } from '../../../ui/record-layout.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useDocuments } from '../api/get-documents.ts';
import { toPriceRows, useRegistration } from '../api/get-registration.ts';
import { AddressBlock } from '../components/address-block.tsx';
import { OrderedList } from '../components/ordered-list.tsx';
import { BrandAssignments, ContactAssignments } from '../components/registration-assignments.tsx';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { StandSection } from '../components/stand-section.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';
import { labelOf } from '../model/labels.ts';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

/**
 * The registration detail (SPEC §2 registration/show) on the Record template: its state, stand and what is open
 * on top; its stand prices, orders, contacts and brands; its stand, company and images beside them.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const registrationId = Number(useParams().id);
  const answer = useRegistration(registrationId, locale);
  const documents = useDocuments(registrationId, locale);
  const { event } = useRegistrationEvent(registrationId);

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <RecordUnavailable error={answer.error} area="public" />;
  const { registration, standItems } = answer.data;
  const standRows = toPriceRows(standItems);
  const editable = !registration.canceledAt;
  const currency = event?.currency ?? 'EUR';
  const open = (documents.data?.documents ?? []).reduce((sum, document) => sum + Math.round((document.payment?.open ?? 0) * 100), 0);
  const stand = [registration.hall, registration.standNr].filter(Boolean).join(' · ');
  const state = registration.canceledAt ? 'canceled' : registration.isConfirmed ? 'confirmed' : 'unconfirmed';

  return (
    <Stack gap="lg">
      <RegistrationHeader
        registrationId={registrationId}
        title={registration.eventName}
        subtitle={t('portal.registration.subtitle', { id: registration.id })}
        status={<StatusBadge status={`registration.${state}`} />}
        keyFigure={{ label: t('portal.registration.standFigure'), value: stand || t('portal.registration.standNrPending') }}
        figures={[
          { label: t('portal.registration.standConfig'), value: `${registration.standConfigName ?? registration.standTypeLabel}, ${format.number(registration.standSize ?? 0)} m²` },
          ...(open > 0 ? [{ label: t('portal.registration.amountDue'), value: format.money(open, currency) }] : []),
          { label: t('portal.registration.createdAt'), value: format.date(registration.createdAt) },
        ]}
      />
      {!registration.isConfirmed && !registration.canceledAt && (
        <Alert color={TONE_COLORS.warning} variant="light" title={t('portal.confirmation.title')}>
          {t('portal.confirmation.text', { event: registration.eventName })}
        </Alert>
      )}
      <RecordLayout
        main={
          <>
            <StandSection registration={registration} />
            {/* Once ordered, the order lists the stand's lines with its totals: the prices are not shown twice. */}
            {registration.orders.length === 0 && (
              <Section title={t('portal.registration.standPrices')}>
                <PriceTable caption={t('portal.registration.standPricesCaption')} rows={standRows} currency={currency} total={standRows.reduce((sum, row) => sum + row.sum, 0)} />
              </Section>
            )}
            <Section title={t('portal.ordered.title')}>
              <OrderedList orders={registration.orders} currency={currency} />
            </Section>
            {event && <ContactAssignments registrationId={registrationId} event={event} editable={editable} />}
            {event && <BrandAssignments registrationId={registrationId} event={event} editable={editable} />}
          </>
        }
        side={
          <>
            <StandFacts registration={registration} />
            <CompanyFacts registration={registration} />
            <Images registration={registration} />
          </>
        }
      />
    </Stack>
  );
}

/** Where and how the registration takes part: hall, stand, its type and size, variant, participation, dates. */
function StandFacts({ registration }: { registration: RegistrationDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('portal.registration.none');
  return (
    <Section title={t('portal.registration.stand')}>
      <KeyValueList
        rows={[
          [t('portal.registration.hall'), registration.hall || none],
          [t('portal.registration.standNr'), registration.standNr || t('portal.registration.standNrPending')],
          [t('portal.registration.standType'), registration.standTypeLabel],
          [t('portal.registration.standConfig'), registration.standConfigName ?? none],
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
  );
}

/** The company as the registration holds it, with its main and invoice address. */
function CompanyFacts({ registration }: { registration: RegistrationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const definitions = useConfig(locale).data?.definitions ?? {};
  const country = (code: string) => labelOf(definitions.countries, code);
  const none = t('portal.registration.none');
  const company = registration.companyData;
  return (
    <Section title={t('portal.registration.company')}>
      <KeyValueList
        rows={[
          [t('portal.registration.companyName'), company.name],
          [t('portal.registration.email'), company.email || none],
          [t('portal.registration.internet'), company.internet || none],
          [t('portal.registration.phone'), company.phone || none],
          [t('portal.registration.ustid'), company.ustid || none],
          [t('portal.registration.mainAddress'), registration.mainAddress ? <AddressBlock address={registration.mainAddress} countryLabel={country} /> : none],
          [
            t('portal.registration.invoiceAddress'),
            registration.invoiceAddress ? <AddressBlock address={registration.invoiceAddress} countryLabel={country} /> : t('portal.registration.invoiceSameAsMain'),
          ],
        ]}
      />
    </Section>
  );
}

/** The first brand's logo and key visual; without either, one muted line. */
function Images({ registration }: { registration: RegistrationDetail }) {
  const { t } = useTranslation();
  const company = registration.companyData.name;
  return (
    <Section title={t('portal.registration.images')} empty={!registration.logoUrl && !registration.motifUrl && t('portal.registration.imagesNone')}>
      <Group gap="md" align="flex-start">
        {registration.logoUrl && <Image src={registration.logoUrl} alt={t('portal.registration.logoAlt', { company })} maw="10rem" fit="contain" />}
        {registration.motifUrl && <Image src={registration.motifUrl} alt={t('portal.registration.motifAlt', { company })} maw="100%" fit="contain" />}
      </Group>
    </Section>
  );
}

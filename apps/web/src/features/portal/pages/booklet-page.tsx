import { BookletTab, translate, type ExhibitorTab } from '@messeportal/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { ScrollToTopButton } from '../../../ui/scroll-to-top-button.tsx';
import { useBooklet } from '../api/get-booklet.ts';
import { BookedServicesDownload } from '../components/booked-services-download.tsx';
import { BookletForm } from '../components/booklet-form.tsx';
import { CostsOverview } from '../components/costs-overview.tsx';
import { FloorPlanSection } from '../components/floor-plan-section.tsx';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { useRegistrationEvent } from '../components/use-registration-event.ts';
import { bookletTabFromQuery, type BookletView as View } from '../model/booklet-view.ts';
import { LockedBanner } from '../../../ui/locked-banner.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

interface BookletPageProps {
  /** Which tabs the route shows: the service bookings (tab from `?tab`), information, confirmations or both. */
  view: View;
}

/** `#/registration/orderbook/{id}[?tab=0|1|3]`: the service bookings. */
export const BookletPage = () => <BookletView view="orderbook" />;
/** `#/registration/info/{id}`: the information of the booklet (tab 1). */
export const InfoPage = () => <BookletView view="info" />;
/** `#/registration/confirmation/{id}`: the confirmations (consents) of the booklet (tab 3). */
export const ConfirmationPage = () => <BookletView view="confirmation" />;
/** `#/registration/info-confirmation/{id}`: information and confirmations on one page. */
export const InfoConfirmationPage = () => <BookletView view="infoConfirmation" />;

/** The exhibitor's order booklet (SPEC §2 registration/orderbook, info, confirmation, info-confirmation). */
function BookletView({ view }: BookletPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const registrationId = Number(useParams().id);
  const [search] = useSearchParams();
  const booklet = useBooklet(registrationId, locale);
  const { registration, event } = useRegistrationEvent(registrationId);
  const tabs: ExhibitorTab[] =
    view === 'orderbook'
      ? [bookletTabFromQuery(search.get('tab'))]
      : view === 'info'
        ? [BookletTab.information]
        : view === 'confirmation'
          ? [BookletTab.confirmations]
          : [BookletTab.information, BookletTab.confirmations];
  const tabTitle = (tab: ExhibitorTab) => t(`portal.booklet.title.tab${tab}`);

  if (booklet.isPending) return <PageLoader />;
  if (booklet.isError) return <RecordUnavailable error={booklet.error} area="public" />;
  const data = booklet.data;
  const currency = data.orderBooks[0]?.currency ?? event?.currency ?? 'EUR';

  return (
    <Stack gap="lg">
      <RegistrationHeader registrationId={registrationId} title={view === 'orderbook' ? tabTitle(tabs[0]!) : t(`portal.booklet.title.${view}`)} />
      {data.isEditable ? (
        <Text>{t('portal.booklet.deadline', { date: format.date(data.techEndsAt) })}</Text>
      ) : registration?.canceledAt ? null : (
        <LockedBanner>
          {translate('functionsUnavailable', langOf(locale))} {t('portal.booklet.deadlinePassed', { date: format.date(data.techEndsAt) })}
        </LockedBanner>
      )}
      <Text size="sm">{t('portal.booklet.mandatoryHint')}</Text>
      {tabs.map((tab) => (
        <Stack key={tab} gap="md">
          {tabs.length > 1 && (
            <Title order={2} size="h2">
              {tabTitle(tab)}
            </Title>
          )}
          <BookletForm registrationId={registrationId} booklet={data} tab={tab} currency={currency} />
        </Stack>
      ))}
      {tabs.includes(BookletTab.products) && (
        // Nothing booked yet: the section is its title and one line (the summary beside the items says the same).
        <Section title={t('portal.booklet.costsTitle')} empty={data.orderBookPos.positions.length === 0 && !data.orderBookDoc && t('portal.booklet.nothingBooked')}>
          <CostsOverview costs={data.orderBookPos} currency={currency} />
          {data.orderBookDoc && <BookedServicesDownload document={data.orderBookDoc} />}
        </Section>
      )}
      {tabs.includes(BookletTab.products) && <FloorPlanSection registrationId={registrationId} floorPlan={data.floorPlan} isEditable={data.isEditable} />}
      <ScrollToTopButton label={t('portal.booklet.toTop')} />
    </Stack>
  );
}

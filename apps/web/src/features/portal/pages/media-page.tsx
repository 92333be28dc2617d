import { amountToCents, earlyBookingRuns, mediaPriceLine, priceTotals, type MediaOrderResult, type PortalEvent, type PortalRegistration } from '@messeportal/domain';
import { Alert, Button, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ALL_CATEGORIES, CategoryFilter } from '../../../ui/category-filter.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { PriceSummary } from '../../../ui/price-summary.tsx';
import { SummaryLayout } from '../../../ui/summary-layout.tsx';
import { useConfig } from '../../../api/get-config.ts';
import { useEventMedias } from '../api/get-event-medias.ts';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { useRegistration } from '../api/get-registration.ts';
import { useOrderMedia } from '../api/order-media.ts';
import { OrderedList, ordersWithPositions } from '../components/ordered-list.tsx';
import { PortalMediaCard } from '../components/portal-media-card.tsx';
import { RegistrationHeader } from '../components/registration-header.tsx';
import { endOf } from '@messeportal/domain';
import { firstWithMediaOpen, registrationsWithEvents } from '../model/dashboard.ts';
import { labelOf } from '../model/labels.ts';
import { mediaOrderBody } from '../model/media-order.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { LockedBanner } from '../../../ui/locked-banner.tsx';
import { RecordUnavailable } from '../../../ui/record-unavailable.tsx';

/** `#/media` and `#/media/{registrationId}` (SPEC §2): the advertising media of a registration's fair, to order. */
export function MediaPage() {
  const { t } = useTranslation();
  const globalData = useGlobalData(useLocale());
  const { id } = useParams();
  const [now] = useState(() => new Date());

  if (globalData.isPending) return <PageLoader />;
  if (globalData.isError) return <ErrorAlert error={globalData.error} />;
  const entries = registrationsWithEvents(globalData.data.registrations, globalData.data.events);
  if (id === undefined) {
    const first = firstWithMediaOpen(entries, now) ?? entries[0];
    if (first) return <Navigate to={`/media/${first.registration.id}`} replace />;
    return (
      <Stack>
        <PageHeader title={t('portal.media.title')} />
        <Text>{t('portal.media.noRegistration')}</Text>
      </Stack>
    );
  }
  const entry = entries.find((candidate) => candidate.registration.id === Number(id));
  if (!entry) return <RecordUnavailable error={null} fallback={t('portal.media.unknownRegistration')} area="public" />;
  return <MediaOrder key={entry.registration.id} registration={entry.registration} event={entry.event} now={now} />;
}


/** The positions the media page lists of the registration's orders. */
const MEDIA = ['media'] as const;

function MediaOrder({ registration, event, now }: { registration: PortalRegistration; event: PortalEvent; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormat();
  const medias = useEventMedias(event.id, locale);
  const config = useConfig(locale);
  const order = useOrderMedia(registration.id, event.id, locale);
  const detail = useRegistration(registration.id, locale);
  const [placed, setPlaced] = useState<MediaOrderResult | null>(null);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [amounts, setAmounts] = useState<Record<number, number | null>>({});
  const [comment, setComment] = useState('');
  const open = registration.canceledAt === null && now <= endOf(event.printEndsAt);
  const earlyBooking = earlyBookingRuns(event.earlyBookingTime, now);

  // The registration names the company's tax case, which the totals below are computed with.
  if (medias.isPending || detail.isPending) return <PageLoader />;
  if (medias.isError) return <ErrorAlert error={medias.error} />;
  if (detail.isError) return <ErrorAlert error={detail.error} />;
  const { taxCase } = detail.data;
  const { orders } = detail.data.registration;
  const usedGroups = [...new Set(medias.data.map((media) => media.mediagroupId))];
  const groups = usedGroups.map((groupId) => ({ value: String(groupId), label: labelOf(config.data?.mediagroups as { id: number; label: string }[] | undefined, groupId) }));
  const shown = medias.data.filter((media) => category === ALL_CATEGORIES || String(media.mediagroupId) === category);
  const body = mediaOrderBody(amounts, comment);
  const priced = body.medias.flatMap(({ id, amount }) => {
    const media = medias.data.find((candidate) => candidate.id === id);
    const line = media && mediaPriceLine({ ...media, price: amountToCents(media.price), priceEarly: amountToCents(media.priceEarly) }, amount, { earlyBookingRuns: earlyBooking });
    return line ? [line] : [];
  });
  const orderError = order.error instanceof ApiError ? order.error : null;

  const submit = () => {
    setPlaced(null);
    order.mutate(body, {
      onSuccess: (result) => {
        setAmounts({});
        setComment('');
        setPlaced(result);
      },
      onError: (error) => notifyError(failureText(error, t)),
    });
  };

  return (
    <Stack gap="lg">
      <RegistrationHeader registrationId={registration.id} title={t('portal.media.title')} />
      {event.mediaDescription && <Text>{event.mediaDescription}</Text>}
      {open ? (
        <Text>{t('portal.media.deadline', { date: format.date(event.printEndsAt) })}</Text>
      ) : registration.canceledAt ? null : (
        <LockedBanner>{t('portal.media.deadlinePassed', { date: format.date(event.printEndsAt) })}</LockedBanner>
      )}
      {earlyBooking && event.earlyBookingTime && <Text>{t('portal.media.earlyUntil', { date: format.date(event.earlyBookingTime) })}</Text>}
      <SummaryLayout
        summary={
          <PriceSummary
            title={t('portal.media.summaryTitle')}
            lines={priced.map((line) => ({ key: line.itemId ?? line.description, description: line.description, detail: t('portal.media.pieces', { count: line.amount }), sum: line.sum }))}
            totals={priceTotals(priced, taxCase.rateBp)}
            taxCase={taxCase}
            currency={event.currency}
            emptyText={t(open ? 'portal.media.summaryEmpty' : 'portal.media.summaryClosed')}
          >
            {placed && (
              <Alert color={TONE_COLORS.success} variant="light" role="status" title={t('portal.media.placedTitle')} withCloseButton closeButtonLabel={t('portal.media.placedClose')} onClose={() => setPlaced(null)}>
                {t('portal.media.ordered', { gross: format.money(amountToCents(placed.gross), event.currency), number: placed.confirmation.number })}
              </Alert>
            )}
            {open && (
              <Stack gap="sm">
                <Textarea label={t('portal.media.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} maxLength={4000} />
                <Text size="sm">{t('portal.media.binding')}</Text>
                <Button onClick={submit} loading={order.isPending} disabled={body.medias.length === 0}>
                  {t('portal.media.order')}
                </Button>
              </Stack>
            )}
          </PriceSummary>
        }
      >
        <Stack gap="lg">
          <CategoryFilter
            label={t('portal.media.category')}
            allLabel={t('portal.media.allCategories')}
            categories={groups}
            value={category}
            onChange={setCategory}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((media) => (
              <PortalMediaCard
                key={media.id}
                media={media}
                currency={event.currency}
                earlyBooking={earlyBooking}
                amount={amounts[media.id] ?? null}
                onAmountChange={(amount) => setAmounts((current) => ({ ...current, [media.id]: amount }))}
                disabled={!open}
                error={orderError?.messageFor(`media_${media.id}`)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </SummaryLayout>
      {/* What is ordered already, after what can be ordered: one line while nothing is. */}
      <Section title={t('portal.media.orderedTitle')} empty={ordersWithPositions(orders, MEDIA).length === 0 && t('portal.ordered.none')}>
        <OrderedList orders={orders} currency={event.currency} kinds={MEDIA} />
      </Section>
    </Stack>
  );
}

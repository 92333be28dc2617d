import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEventOffers } from '../api/get-event-offers.ts';
import { offerListParams, parseOfferListQuery, toggleSort, withSearch } from '../model/offer-list-query.ts';
import { ListPagination } from './list-pagination.tsx';
import { OfferSearch } from './offer-search.tsx';
import { OffersTable } from './offers-table.tsx';
import { useAddressQuery } from './use-address-query.ts';

/** The offers of an event: search, sortable table and pages of 50, all kept in the address. */
export function EventOffers({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useAddressQuery(parseOfferListQuery, offerListParams);
  const answer = useEventOffers(eventId, query, useLocale());
  const title = t('backoffice.offers.title');

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="event-offers-title">
      <Stack gap="sm">
      <Title order={2} size="h3" id="event-offers-title">
        {title}
      </Title>
      <OfferSearch value={query.search} onSearch={(search) => setQuery(withSearch(query, search), { replace: true })} />
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : answer.data.offers.length === 0 ? (
        <Text>{t('backoffice.offers.none')}</Text>
      ) : (
        <>
          <OffersTable
            caption={t('backoffice.offers.caption', { event: eventName })}
            offers={answer.data.offers}
            query={query}
            onSort={(column) => setQuery(toggleSort(query, column))}
          />
          <ListPagination list={title} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />
        </>
      )}
      </Stack>
    </Card>
  );
}

import { Stack, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { FilterBar } from '../../../ui/filter-bar.tsx';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { useEventOffers } from '../api/get-event-offers.ts';
import { offerListParams, parseOfferListQuery, toggleSort, withSearch } from '../model/offer-list-query.ts';
import { ListPagination } from './list-pagination.tsx';
import { OffersTable } from './offers-table.tsx';
import { useAddressQuery } from './use-address-query.ts';

/**
 * The offers of an event on the Index template: the search in the card's bar, the sortable table and pages of 50,
 * all kept in the address.
 */
export function EventOffers({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useAddressQuery(parseOfferListQuery, offerListParams);
  const answer = useEventOffers(eventId, query, useLocale());
  const title = t('backoffice.offers.title');

  return (
    <Stack gap="sm" component="section" aria-labelledby="event-offers-title">
      <Title order={2} size="h3" id="event-offers-title">
        {title}
      </Title>
      <IndexCard
        bar={
          <FilterBar
            search={{
              value: query.search,
              label: t('backoffice.offers.search'),
              placeholder: t('backoffice.offers.searchHint'),
              onSearch: (search) => setQuery(withSearch(query, search), { replace: true }),
            }}
          />
        }
        footer={
          answer.data &&
          answer.data.total > 0 && <ListPagination list={title} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />
        }
      >
        <IndexBody
          answer={answer}
          records={(data) => data.offers}
          loadingRows={5}
          empty={
            <IndexEmpty
              icon={<IconFileText size={24} stroke={1.6} />}
              title={t('backoffice.offers.emptyTitle')}
              text={t('backoffice.offers.emptyText')}
              onClearFilters={query.search ? () => setQuery(withSearch(query, '')) : undefined}
            />
          }
        >
          {(data) => (
            <OffersTable
              caption={t('backoffice.offers.caption', { event: eventName })}
              offers={data.offers}
              query={query}
              onSort={(column) => setQuery(toggleSort(query, column))}
            />
          )}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

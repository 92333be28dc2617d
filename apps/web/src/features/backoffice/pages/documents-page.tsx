import { DOCUMENT_LIST_TYPES, INVOICE_BILLING_NUMBERS, PAYMENT_STATES, type DocumentListQuery } from '@messeportal/domain';
import { Button, Stack } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { FilterBar } from '../../../ui/filter-bar.tsx';
import { FilterPill } from '../../../ui/filter-bar-pill.tsx';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { useEvent } from '../api/get-events.ts';
import { useEventDocuments } from '../api/invoicing.ts';
import { EventDocumentsTable } from '../components/event-documents-table.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { useInvoicingText } from '../components/invoicing-text.ts';
import { useDownload } from '../components/use-download.tsx';
import { useMissingEvent } from '../components/missing-event.tsx';

const FILTERS = ['type', 'state', 'billingNumber', 'from', 'to'] as const;

/** The event's DATEV booking batch of the days the list's date filters name, in the page's language (for its errors). */
const datevPath = (eventId: number, { from, to }: Partial<DocumentListQuery>, locale: string) =>
  `/be/event/${eventId}/documents/datev?${new URLSearchParams({ ...(from && { from }), ...(to && { to }), lang: locale })}`;

/**
 * `#/be/event/{id}/documents`: the event's invoices, credit notes and cancellation vouchers on the Index
 * template: views by payment state with their counts, filters by type, partial billing number and days, the page
 * in the address.
 */
export function DocumentsPage() {
  useUiTexts();
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, locale).data;
  const missing = useMissingEvent(eventId);
  const [params, setParams] = useSearchParams();
  const query: Partial<DocumentListQuery> = Object.fromEntries(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  const page = Number(params.get('page') ?? 1) || 1;
  const answer = useEventDocuments(eventId, { ...query, page }, locale);
  const { download, failure } = useDownload();
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const clear = (keep: readonly string[]) => setParams(new URLSearchParams([...params].filter(([key]) => keep.includes(key) && key !== 'page')), { replace: true });
  const k = useInvoicingText();
  const title = k('listTitle');
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: k(`${prefix}.${value}`) }));
  const counts = answer.data?.counts;
  const views = [
    { value: 'all', label: k('filters.all'), count: counts?.all },
    ...PAYMENT_STATES.map((state) => ({ value: state, label: t(`ui.status.payment.${state}`), count: counts?.[state] })),
  ];
  const filtered = Boolean(query.type || query.billingNumber || query.from || query.to);
  const choice = (key: 'type' | 'billingNumber', values: readonly string[], prefix: string) => (
    <FilterPill
      name={k(`filters.${key}`)}
      options={options(values, prefix)}
      value={query[key]}
      shown={query[key] && k(`${prefix}.${query[key]}`)}
      onChoose={(value) => set(key, value)}
      onRemove={() => set(key, null)}
    />
  );
  const day = (key: 'from' | 'to') => (
    <FilterPill name={k(`filters.${key}`)} shown={query[key] && format.date(query[key])} onRemove={() => set(key, null)}>
      <DateField label={k(`filters.${key}`)} value={query[key] ?? ''} onChange={(value) => set(key, value)} />
    </FilterPill>
  );

  if (missing) return missing;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={k('listIntro')}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: event?.name ?? t('backoffice.event.unknown', { id: eventId }), to: `/be/event/${eventId}` },
        ]}
        actions={
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download(datevPath(eventId, query, locale), `EXTF_Buchungsstapel_${eventId}.csv`)}>
            {k('datev')}
          </Button>
        }
      />
      {failure}
      <IndexCard
        views={{ items: views, value: query.state ?? 'all', onChange: (view) => set('state', view === 'all' ? null : view) }}
        bar={
          <FilterBar onClearAll={filtered ? () => clear(['state']) : undefined}>
            {choice('type', DOCUMENT_LIST_TYPES, 'types')}
            {choice('billingNumber', INVOICE_BILLING_NUMBERS, 'billingNumbers')}
            {day('from')}
            {day('to')}
          </FilterBar>
        }
        footer={answer.data && answer.data.total > 0 && <ListPagination list={title} total={answer.data.total} page={page} onChange={(next) => set('page', String(next))} />}
      >
        <IndexBody
          answer={answer}
          records={(data) => data.documents}
          empty={
            <IndexEmpty
              icon={<IconFileInvoice size={24} stroke={1.6} />}
              title={k('emptyTitle')}
              text={k('emptyText')}
              onClearFilters={filtered || query.state ? () => clear([]) : undefined}
            />
          }
        >
          {(data) => (
            <EventDocumentsTable documents={data.documents} caption={title} download={download} />
          )}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

import { DOCUMENT_LIST_TYPES, INVOICE_BILLING_NUMBERS, PAYMENT_STATES, type DocumentListQuery } from '@messeportal/domain';
import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { useEvent } from '../api/get-events.ts';
import { useEventDocuments } from '../api/invoicing.ts';
import { InvoiceDocumentsTable } from '../components/invoice-documents-table.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { useDownload } from '../components/registration-records.tsx';
import { useInvoicingText } from '../components/invoicing-text.ts';

const FILTERS = ['type', 'state', 'billingNumber', 'from', 'to'] as const;

/** The event's DATEV booking batch of the days the list's date filters name, in the page's language (for its errors). */
const datevPath = (eventId: number, { from, to }: Partial<DocumentListQuery>, locale: string) =>
  `/be/event/${eventId}/documents/datev?${new URLSearchParams({ ...(from && { from }), ...(to && { to }), lang: locale })}`;

/** `#/be/event/{id}/documents`: the event's invoices, credit notes and cancellation vouchers; filters and page in the address. */
export function DocumentsPage() {
  useUiTexts();
  const { t } = useTranslation();
  const locale = useLocale();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, locale).data;
  const [params, setParams] = useSearchParams();
  const query: Partial<DocumentListQuery> = Object.fromEntries(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  const page = Number(params.get('page') ?? 1) || 1;
  const answer = useEventDocuments(eventId, { ...query, page }, locale);
  const download = useDownload();
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const k = useInvoicingText();
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: k(`${prefix}.${value}`) }));

  return (
    <Stack gap="lg">
      <PageHeader
        title={k('listTitle')}
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
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Select label={k('filters.type')} data={options(DOCUMENT_LIST_TYPES, 'types')} value={query.type ?? null} onChange={(value) => set('type', value)} placeholder={k('filters.all')} clearable />
        <Select label={k('filters.state')} data={PAYMENT_STATES.map((value) => ({ value, label: t(`ui.status.payment.${value}`) }))} value={query.state ?? null} onChange={(value) => set('state', value)} placeholder={k('filters.all')} clearable />
        <Select label={k('filters.billingNumber')} data={options(INVOICE_BILLING_NUMBERS, 'billingNumbers')} value={query.billingNumber ?? null} onChange={(value) => set('billingNumber', value)} placeholder={k('filters.all')} clearable />
        <DateField label={k('filters.from')} value={query.from ?? ''} onChange={(from) => set('from', from)} />
        <DateField label={k('filters.to')} value={query.to ?? ''} onChange={(to) => set('to', to)} />
      </SimpleGrid>
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : answer.data.documents.length === 0 ? (
        <Text>{k('noneFound')}</Text>
      ) : (
        <>
          <InvoiceDocumentsTable documents={answer.data.documents} withCompany />
          <ListPagination list={k('listTitle')} total={answer.data.total} page={page} onChange={(next) => set('page', String(next))} />
        </>
      )}
    </Stack>
  );
}

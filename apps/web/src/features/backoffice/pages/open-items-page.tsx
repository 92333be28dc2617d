import { AGE_BUCKETS, amountToCents, OPEN_ITEM_SORTS, OPEN_ITEM_VIEWS, type OpenItem } from '@messeportal/domain';
import { Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { FilterBar } from '../../../ui/filter-bar.tsx';
import { FilterPill } from '../../../ui/filter-bar-pill.tsx';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { useEvents } from '../api/get-events.ts';
import { openItemsSearch, useOpenItems, type OpenItemsParams } from '../api/open-items.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { OpenItemAges } from '../components/open-item-ages.tsx';
import { OpenItemsTable } from '../components/open-items-table.tsx';
import { PaymentHistoryDrawer } from '../components/payment-history-drawer.tsx';
import { useDownload } from '../components/use-download.tsx';
import { useOpenItemsText } from '../components/open-items-text.ts';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** The list's filters and page as the address holds them; what is unknown there is left out. */
function readQuery(params: URLSearchParams): OpenItemsParams {
  const eventId = Number(params.get('eventId'));
  return {
    eventId: Number.isInteger(eventId) && eventId > 0 ? eventId : undefined,
    state: pick(OPEN_ITEM_VIEWS, params.get('state')),
    age: pick(AGE_BUCKETS, params.get('age')),
    q: params.get('q') || undefined,
    sort: pick(OPEN_ITEM_SORTS, params.get('sort')),
    page: Number(params.get('page') ?? 1) || 1,
  };
}

/**
 * `#/be/open-items`: every invoice with something open, across events or of one, for accounting (issue 30). At
 * the top what is open by age, each a filter; below, on the Index template, views by state (disputed and credit
 * balances too), filters by event and age, a search by company or number, the sort; a company opens its payment
 * history; the filtered list downloads as XLSX or CSV.
 */
export function OpenItemsPage() {
  useUiTexts();
  const format = useFormat();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const answer = useOpenItems(query, locale);
  const events = useEvents(locale).data?.events ?? [];
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const { download, failure } = useDownload();
  const k = useOpenItemsText();
  const set = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const { page, ...filters } = query;
  const exportFile = (format: 'xlsx' | 'csv') => void download(`/be/open-items/export?${openItemsSearch({ ...filters, format, lang: locale } as never)}`, `open-items.${format}`);
  const title = k('title');
  const views = [{ value: 'all', label: k('views.all') }, ...OPEN_ITEM_VIEWS.map((view) => ({ value: view, label: k(`views.${view}`) }))];
  const eventName = events.find((event) => event.id === query.eventId)?.name;
  const filtered = Boolean(query.eventId || query.age || query.q);
  const onHistory = (item: OpenItem) => setCompany({ id: item.companyId, name: item.company });

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={k('intro')}
        actions={
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />}>
                {k('export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => exportFile('xlsx')}>{k('exportXlsx')}</Menu.Item>
              <Menu.Item onClick={() => exportFile('csv')}>{k('exportCsv')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      />
      {failure}
      <OpenItemAges ages={answer.data?.ages} chosen={query.age} onChoose={(age) => set('age', age)} />
      {answer.data && (
        <Text size="sm" c="dimmed">
          {/* The credit balances are items of their own view only: beside the amounts open they would always read 0. */}
          {query.state === 'creditBalance'
            ? k('summaryCreditBalance', { creditBalance: format.money(amountToCents(answer.data.creditBalance)) })
            : k('summaryOpen', { open: format.money(amountToCents(answer.data.open)) })}
        </Text>
      )}
      <IndexCard
        views={{ items: views, value: query.state ?? 'all', onChange: (view) => set('state', view === 'all' ? null : view) }}
        bar={
          <FilterBar
            search={{ value: query.q ?? '', label: k('search'), placeholder: k('searchHint'), onSearch: (search) => set('q', search.trim()) }}
            onClearAll={filtered ? () => setParams(new URLSearchParams(query.state ? { state: query.state } : {}), { replace: true }) : undefined}
          >
            <FilterPill
              name={k('filters.event')}
              options={events.map((event) => ({ value: String(event.id), label: event.name }))}
              value={query.eventId ? String(query.eventId) : undefined}
              shown={eventName}
              onChoose={(value) => set('eventId', value)}
              onRemove={() => set('eventId', null)}
            />
            <FilterPill
              name={k('filters.age')}
              options={AGE_BUCKETS.map((age) => ({ value: age, label: k(`ages.${age}`) }))}
              value={query.age}
              shown={query.age && k(`ages.${query.age}`)}
              onChoose={(value) => set('age', value)}
              onRemove={() => set('age', null)}
            />
          </FilterBar>
        }
        footer={
          answer.data &&
          answer.data.total > 0 && (
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <ListPagination list={title} total={answer.data.total} page={page ?? 1} onChange={(next) => set('page', String(next))} />
              <Select
                label={k('sort.label')}
                size="xs"
                w={200}
                data={OPEN_ITEM_SORTS.map((sort) => ({ value: sort, label: k(`sort.${sort}`) }))}
                value={query.sort ?? 'dueDate'}
                onChange={(value) => set('sort', value === 'dueDate' ? null : value)}
                allowDeselect={false}
              />
            </Group>
          )
        }
      >
        <IndexBody
          answer={answer}
          records={(data) => data.items}
          empty={
            <IndexEmpty
              icon={<IconReceipt size={24} stroke={1.6} />}
              title={k('emptyTitle')}
              text={k('emptyText')}
              onClearFilters={filtered || query.state ? () => setParams(new URLSearchParams(), { replace: true }) : undefined}
            />
          }
        >
          {(data) => <OpenItemsTable items={data.items} caption={title} onHistory={onHistory} />}
        </IndexBody>
      </IndexCard>
      <PaymentHistoryDrawer company={company} onClose={() => setCompany(null)} />
    </Stack>
  );
}

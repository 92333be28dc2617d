import { REGISTRATION_STATES, type RegistrationState } from '@messeportal/domain';
import { Group, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useEvent } from '../api/get-events.ts';
import { useRegistrationList } from '../api/registration-desk.ts';
import { ExportMenu } from '../components/export-menu.tsx';
import { RegisterCompany } from '../components/register-company.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { RegistrationFilters } from '../components/registration-filters.tsx';
import { RegistrationsTable } from '../components/registrations-table.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';
import { useMissingEvent } from '../components/missing-event.tsx';
import {
  DEFAULT_REGISTRATION_LIST_QUERY,
  parseRegistrationListQuery,
  registrationListParams,
  toggleRegistrationSort,
  withRegistrationFilter,
  withRegistrationPage,
} from '../model/registration-list-query.ts';

/**
 * `#/be/event/{id}/registrations`: the registration desk's list on the Index template: views by state with their
 * counts, the search and filters, the table, order and page, all kept in the address.
 */
export function RegistrationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, locale).data;
  const missing = useMissingEvent(eventId);
  const [query, setQuery] = useAddressQuery(parseRegistrationListQuery, registrationListParams);
  const answer = useRegistrationList(eventId, query, locale);
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: eventId });
  const title = t('backoffice.desk.title');
  const counts = answer.data?.counts;
  const views = [
    { value: 'all', label: t('backoffice.desk.views.all'), count: counts?.all },
    ...REGISTRATION_STATES.map((state) => ({ value: state, label: t(`backoffice.desk.states.${state}`), count: counts?.[state] })),
  ];
  const filtered = Boolean(query.search || query.confirmed || query.standType || query.hall || query.openServices);
  const clearFilters = () => setQuery({ ...DEFAULT_REGISTRATION_LIST_QUERY, state: query.state, sort: query.sort, dir: query.dir });

  if (missing) return missing;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={answer.data && t(answer.data.totalEstimated ? 'backoffice.desk.subtitleAbout' : 'backoffice.desk.subtitle', { event: eventName, count: answer.data.total })}
        breadcrumbs={[
          { label: t('backoffice.nav.events'), to: '/be' },
          { label: eventName, to: `/be/event/${eventId}` },
        ]}
        actions={
          <Group gap="sm">
            {staffMayHere(['registration', 'write']) && <RegisterCompany eventId={eventId} />}
            <ExportMenu eventId={eventId} />
          </Group>
        }
      />
      <IndexCard
        views={{ items: views, value: query.state ?? 'all', onChange: (view) => setQuery(withRegistrationFilter(query, 'state', view === 'all' ? '' : (view as RegistrationState))) }}
        bar={
          <RegistrationFilters
            query={query}
            halls={answer.data?.halls ?? []}
            standTypes={answer.data?.standTypes ?? []}
            onFilter={(filter, value) => setQuery(withRegistrationFilter(query, filter, value), { replace: filter === 'search' })}
            onClearAll={clearFilters}
          />
        }
        footer={
          answer.data &&
          answer.data.total > 0 && (
            <ListPagination
              list={title}
              total={answer.data.total}
              estimated={answer.data.totalEstimated}
              page={query.page}
              onChange={(page) => setQuery(withRegistrationPage(query, page, answer.data.next))}
            />
          )
        }
      >
        <IndexBody
          answer={answer}
          records={(data) => data.registrations}
          empty={
            <IndexEmpty
              icon={<IconUsers size={24} stroke={1.6} />}
              title={t('backoffice.desk.emptyTitle')}
              text={t('backoffice.desk.emptyText')}
              onClearFilters={filtered || query.state ? () => setQuery({ ...DEFAULT_REGISTRATION_LIST_QUERY, sort: query.sort, dir: query.dir }) : undefined}
            />
          }
        >
          {(data) => (
            <RegistrationsTable
              caption={t('backoffice.desk.caption', { event: eventName })}
              registrations={data.registrations}
              query={query}
              onSort={(column) => setQuery(toggleRegistrationSort(query, column))}
            />
          )}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Section } from '../../../ui/section.tsx';
import { useEvent } from '../api/get-events.ts';
import { useRegistrationList } from '../api/registration-desk.ts';
import { ExportMenu } from '../components/export-menu.tsx';
import { RegisterCompany } from '../components/register-company.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { OfferSearch } from '../components/offer-search.tsx';
import { RegistrationFilters } from '../components/registration-filters.tsx';
import { RegistrationsTable } from '../components/registrations-table.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';
import {
  parseRegistrationListQuery,
  registrationListParams,
  toggleRegistrationSort,
  withRegistrationFilter,
  withRegistrationPage,
} from '../model/registration-list-query.ts';

/** `#/be/event/{id}/registrations`: the registration desk's list, its filters, search, order and page kept in the address. */
export function RegistrationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const eventId = Number(useParams().id);
  const event = useEvent(eventId, locale).data;
  const [query, setQuery] = useAddressQuery(parseRegistrationListQuery, registrationListParams);
  const answer = useRegistrationList(eventId, query, locale);
  const eventName = event?.name ?? t('backoffice.event.unknown', { id: eventId });
  const title = t('backoffice.desk.title');

  return (
    <Stack gap="xl">
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
      <Section title={t('backoffice.desk.filters')}>
        <OfferSearch
          value={query.search}
          label={t('backoffice.desk.search')}
          hint={t('backoffice.desk.searchHint')}
          onSearch={(search) => setQuery(withRegistrationFilter(query, 'search', search), { replace: true })}
        />
        <RegistrationFilters query={query} halls={answer.data?.halls ?? []} standTypes={answer.data?.standTypes ?? []} onFilter={(filter, value) => setQuery(withRegistrationFilter(query, filter, value))} />
      </Section>
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : answer.data.registrations.length === 0 ? (
        <Text>{t('backoffice.desk.none')}</Text>
      ) : (
        <Stack gap="sm">
          <RegistrationsTable
            caption={t('backoffice.desk.caption', { event: eventName })}
            registrations={answer.data.registrations}
            query={query}
            onSort={(column) => setQuery(toggleRegistrationSort(query, column))}
          />
          <ListPagination
            list={title}
            total={answer.data.total}
            estimated={answer.data.totalEstimated}
            page={query.page}
            onChange={(page) => setQuery(withRegistrationPage(query, page, answer.data.next))}
          />
        </Stack>
      )}
    </Stack>
  );
}

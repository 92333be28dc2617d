import type { CredentialRequest, CredentialRequestState } from '@messeportal/domain';
import { Stack, Tabs } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useRequests } from '../api/get-requests.ts';
import { AnswerModal } from '../components/answer-modal.tsx';
import { DoneRequestsTable } from '../components/done-requests-table.tsx';
import { OpenRequestsTable } from '../components/open-requests-table.tsx';
import { RequestPagination } from '../components/request-pagination.tsx';
import { parseRequestsQuery, requestsParams, withState, type RequestsQuery } from '../model/requests-query.ts';

/**
 * `#/be/requests`: manual requests for new credentials. Open ones are answered by sending a matching contact the
 * set-password link, or closed; the done tab says who did it and when. Tab and page are kept in the address.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseRequestsQuery(params), [params]);
  const setQuery = (next: RequestsQuery) => setParams(requestsParams(next));
  const answer = useRequests(query, useLocale());
  const mayAnswer = staffMayHere(['registration', 'write']);
  const [opened, setOpened] = useState<CredentialRequest | null>(null);
  const openTotal = answer.data?.openTotal;

  const list = (state: CredentialRequestState) =>
    answer.isPending ? (
      <PageLoader />
    ) : answer.isError ? (
      <ErrorAlert error={answer.error} />
    ) : answer.data.requests.length === 0 ? (
      <EmptyState icon={<IconInbox size={24} stroke={1.5} />} title={t(`requests.empty.${state}Title`)} text={t(`requests.empty.${state}Text`)} />
    ) : (
      <Stack gap="md">
        {state === 'open' ? (
          <OpenRequestsTable requests={answer.data.requests} mayAnswer={mayAnswer} onOpen={setOpened} />
        ) : (
          <DoneRequestsTable requests={answer.data.requests} />
        )}
        <RequestPagination list={t(`requests.caption.${state}`)} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={t('requests.title')} subtitle={t('requests.intro')} />
      <Tabs value={query.state} onChange={(state) => state && setQuery(withState(query, state as CredentialRequestState))} keepMounted={false}>
        <Tabs.List aria-label={t('requests.tabs.label')} mb="md">
          <Tabs.Tab value="open">{openTotal === undefined ? t('requests.tabs.open') : t('requests.tabs.openCount', { count: openTotal })}</Tabs.Tab>
          <Tabs.Tab value="done">{t('requests.tabs.done')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="open">{list('open')}</Tabs.Panel>
        <Tabs.Panel value="done">{list('done')}</Tabs.Panel>
      </Tabs>
      {opened && <AnswerModal request={opened} mayAnswer={mayAnswer} onClose={() => setOpened(null)} />}
    </Stack>
  );
}

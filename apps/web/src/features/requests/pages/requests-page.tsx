import type { CredentialRequest, CredentialRequestState } from '@messeportal/domain';
import { Stack } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useRequests } from '../api/get-requests.ts';
import { AnswerModal } from '../components/answer-modal.tsx';
import { DoneRequestsTable } from '../components/done-requests-table.tsx';
import { OpenRequestsTable } from '../components/open-requests-table.tsx';
import { RequestPagination } from '../components/request-pagination.tsx';
import { parseRequestsQuery, requestsParams, withState, type RequestsQuery } from '../model/requests-query.ts';

/**
 * `#/be/requests`: manual requests for new credentials. Open ones are answered by sending a matching contact the
 * set-password link, or closed; the done view says who did it and when. On the Index template: the open and
 * done views (the open ones counted), the table, the page; view and page are kept in the address.
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

  const list = (state: CredentialRequestState) => (
    <IndexBody
      answer={answer}
      records={(data) => data.requests}
      empty={<IndexEmpty icon={<IconInbox size={24} stroke={1.6} />} title={t(`requests.empty.${state}Title`)} text={t(`requests.empty.${state}Text`)} />}
    >
      {(data) =>
        state === 'open' ? <OpenRequestsTable requests={data.requests} mayAnswer={mayAnswer} onOpen={setOpened} /> : <DoneRequestsTable requests={data.requests} />
      }
    </IndexBody>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('requests.title')} subtitle={t('requests.intro')} />
      <IndexCard
        views={{
          items: [
            { value: 'open', label: t('requests.tabs.open'), count: openTotal },
            { value: 'done', label: t('requests.tabs.done') },
          ],
          value: query.state,
          onChange: (state) => setQuery(withState(query, state as CredentialRequestState)),
        }}
        footer={
          answer.data &&
          answer.data.total > 0 && (
            <RequestPagination list={t(`requests.caption.${query.state}`)} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />
          )
        }
      >
        {list(query.state)}
      </IndexCard>
      {opened && <AnswerModal request={opened} mayAnswer={mayAnswer} onClose={() => setOpened(null)} />}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useOutbox } from '../api/get-outbox.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';
import { isMailState, MAIL_STATES, outboxParams, parseOutboxQuery, withState } from '../model/outbox-query.ts';

/** `#/be/outbox`: every mail the portal sent or will send on the Index template, a view per state with its count, 50 a page. */
export function OutboxPage() {
  // The views are the state labels of ui/.
  useUiTexts();
  const { t } = useTranslation();
  const [query, setQuery] = useAddressQuery(parseOutboxQuery, outboxParams);
  const answer = useOutbox(query, useLocale());
  const title = t('backoffice.outbox.title');
  const counts = answer.data?.counts;
  const views = [
    { value: 'all', label: t('backoffice.outbox.all'), count: counts?.all },
    ...MAIL_STATES.map((state) => ({ value: state, label: t(`ui.status.mail.${state}`), count: counts?.[state] })),
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('backoffice.outbox.intro')} />
      <IndexCard
        views={{ items: views, value: query.state || 'all', onChange: (state) => setQuery(withState(query, isMailState(state) ? state : '')) }}
        footer={answer.data && answer.data.total > 0 && <ListPagination list={title} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />}
      >
        <IndexBody
          answer={answer}
          records={(data) => data.mails}
          empty={
            <IndexEmpty
              icon={<IconMail size={24} stroke={1.6} />}
              title={t('backoffice.outbox.emptyTitle')}
              text={t('backoffice.outbox.emptyText')}
              onClearFilters={query.state ? () => setQuery(withState(query, '')) : undefined}
            />
          }
        >
          {(data) => <OutboxTable mails={data.mails} />}
        </IndexBody>
      </IndexCard>
    </Stack>
  );
}

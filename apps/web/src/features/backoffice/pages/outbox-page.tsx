import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useOutbox } from '../api/get-outbox.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';
import { isMailState, MAIL_STATES, outboxParams, parseOutboxQuery, withState } from '../model/outbox-query.ts';

/** `#/be/outbox`: every mail the portal sent or will send, filtered by state, 50 a page. */
export function OutboxPage() {
  // The state filter's options are the state labels of ui/.
  useUiTexts();
  const { t } = useTranslation();
  const [query, setQuery] = useAddressQuery(parseOutboxQuery, outboxParams);
  const answer = useOutbox(query, useLocale());
  const title = t('backoffice.outbox.title');
  const filterOptions = [
    { value: '', label: t('backoffice.outbox.all') },
    ...MAIL_STATES.map((state) => ({ value: state, label: t(`ui.status.mail.${state}`) })),
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('backoffice.outbox.intro')} />
      <NativeSelect
        label={t('backoffice.outbox.filter')}
        data={filterOptions}
        value={query.state}
        onChange={(event) => {
          const state = event.currentTarget.value;
          setQuery(withState(query, isMailState(state) ? state : ''));
        }}
        maw={260}
      />
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : answer.data.mails.length === 0 ? (
        <Text>{t('backoffice.outbox.none')}</Text>
      ) : (
        <>
          <OutboxTable mails={answer.data.mails} />
          <ListPagination list={title} total={answer.data.total} page={query.page} onChange={(page) => setQuery({ ...query, page })} />
        </>
      )}
    </Stack>
  );
}

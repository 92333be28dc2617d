import type { BankEntry } from '@messeportal/domain';
import { Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { IndexBody, IndexCard, IndexEmpty } from '../../../ui/index-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useBankEntries, type BankEntryState } from '../api/bank-statements.ts';
import { BankEntriesTable } from '../components/bank-entries-table.tsx';
import { BankEntryAssignModal } from '../components/bank-entry-assign-modal.tsx';
import { DirectDebitCollection } from '../components/direct-debit-collection.tsx';
import { RefundsPanel } from '../components/refunds-panel.tsx';
import { StatementUpload } from '../components/statement-upload.tsx';
import { useAddressQuery } from '../components/use-address-query.ts';

const STATES = ['review', 'booked', 'dismissed'] as const satisfies readonly BankEntryState[];
const parseState = (params: URLSearchParams): BankEntryState => STATES.find((state) => state === params.get('state')) ?? 'review';
const stateParams = (state: BankEntryState) => new URLSearchParams(state === 'review' ? {} : { state });

/**
 * `#/be/payments`: the bank statements of accounting. A statement is uploaded at the top; below, on the Index
 * template, the entries that wait for a person (the view it opens with), those booked and those dismissed; last,
 * the invoices to collect by direct debit and the collection files made; then the credit balances to refund.
 */
export function PaymentsPage() {
  useUiTexts();
  const { t } = useTranslation();
  const [state, setState] = useAddressQuery(parseState, stateParams);
  const answer = useBankEntries(state, useLocale());
  const [assigning, setAssigning] = useState<BankEntry | null>(null);
  const counts = answer.data?.counts;
  const views = STATES.map((view) => ({ value: view, label: t(`backoffice.payments.views.${view}`), count: counts?.[view] }));
  const shown = answer.data?.entries.length ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.payments.title')} subtitle={t('backoffice.payments.intro')} />
      <StatementUpload />
      <IndexCard
        views={{ items: views, value: state, onChange: (view) => setState(STATES.find((known) => known === view) ?? 'review') }}
        footer={
          answer.data &&
          answer.data.total > shown && (
            <Text size="sm" c="dimmed">
              {t('backoffice.payments.limited', { shown, total: answer.data.total })}
            </Text>
          )
        }
      >
        <IndexBody
          answer={answer}
          records={(data) => data.entries}
          empty={<IndexEmpty icon={<IconCash size={24} stroke={1.6} />} title={t(`backoffice.payments.emptyTitle.${state}`)} text={t(`backoffice.payments.emptyText.${state}`)} />}
        >
          {(data) => <BankEntriesTable entries={data.entries} onAssign={setAssigning} />}
        </IndexBody>
      </IndexCard>
      <DirectDebitCollection />
      <RefundsPanel />
      {assigning && <BankEntryAssignModal entry={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}

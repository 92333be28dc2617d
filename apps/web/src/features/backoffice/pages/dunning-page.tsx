import { amountToCents, type DunningProposal, type HeldInvoice, type SendDunningAnswer, type SentNotice } from '@messeportal/domain';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { Section } from '../../../ui/section.tsx';
import { StackingTable } from '../../../ui/stacking-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { useDisputeInvoice, useDunning, useDunningHold, useSendDunning } from '../api/dunning.ts';
import { useDownload } from '../components/use-download.tsx';
import { useChoice } from '../model/use-choice.ts';

/**
 * `#/be/dunning`: today's run for accounting. The notices due (one per registration, all chosen to begin with)
 * are sent at once or as chosen; a company can be put on hold from its row. Below, the invoices held back
 * (disputed, on hold) with their note and a way to release them, and the notices sent last with their PDF.
 */
export function DunningPage() {
  useUiTexts();
  const { t } = useTranslation();
  const format = useFormat();
  const answer = useDunning(useLocale());
  // Kept here: the proposals it came from leave the list once sent, the result stays in sight.
  const [result, setResult] = useState<SendDunningAnswer | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t('backoffice.dunning.title')} subtitle={t('backoffice.dunning.intro')} />
      {answer.isPending ? (
        <PageLoader />
      ) : answer.isError ? (
        <ErrorAlert error={answer.error} />
      ) : (
        <>
          {result && (
            <Alert color="green" role="status" title={t('backoffice.dunning.sentResult', { count: result.sent.length })} withCloseButton onClose={() => setResult(null)}>
              {result.leftOut.length > 0 && t('backoffice.dunning.leftOut', { count: result.leftOut.length })}
            </Alert>
          )}
          <Section title={t('backoffice.dunning.dueTitle', { date: format.date(answer.data.today) })} empty={answer.data.proposals.length === 0 && t('backoffice.dunning.nothingDue')}>
            <Proposals proposals={answer.data.proposals} onSent={setResult} />
          </Section>
          <HeldInvoices held={answer.data.held} />
          <SentNotices sent={answer.data.sent} />
        </>
      )}
    </Stack>
  );
}

function Proposals({ proposals, onSent }: { proposals: DunningProposal[]; onSent: (answer: SendDunningAnswer) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const send = useSendDunning(locale);
  const { chosen, isChosen, choose, chooseAll } = useChoice(proposals, (proposal) => proposal.registrationId);
  const [holding, setHolding] = useState<DunningProposal | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = () =>
    send.mutate(
      chosen.map((proposal) => proposal.registrationId),
      {
        onSuccess: (answer) => {
          onSent(answer);
          setError(undefined);
        },
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  return (
    <Stack gap="sm">
      <Checkbox
        checked={chosen.length === proposals.length}
        indeterminate={chosen.length > 0 && chosen.length < proposals.length}
        onChange={(event) => chooseAll(event.currentTarget.checked)}
        label={t('backoffice.dunning.sendAll', { count: proposals.length })}
      />
      <StackingTable minWidth={820} phone="cards" aria-label={t('backoffice.dunning.dueCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backoffice.dunning.send')}</Table.Th>
            <Table.Th>{t('backoffice.dunning.exhibitor')}</Table.Th>
            <Table.Th>{t('backoffice.dunning.level')}</Table.Th>
            <Table.Th>{t('backoffice.dunning.invoices')}</Table.Th>
            <Table.Th data-numeric>{t('backoffice.dunning.open')}</Table.Th>
            <Table.Th data-numeric>{t('backoffice.dunning.charges')}</Table.Th>
            <Table.Th data-numeric>{t('backoffice.dunning.total')}</Table.Th>
            <Table.Th>{t('backoffice.dunning.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposals.map((proposal) => (
            <Table.Tr key={proposal.registrationId}>
              <Table.Td data-label={t('backoffice.dunning.send')}>
                <Checkbox
                  checked={isChosen(proposal)}
                  onChange={(event) => choose(proposal, event.currentTarget.checked)}
                  aria-label={t('backoffice.dunning.sendLabel', { company: proposal.company })}
                />
              </Table.Td>
              <Table.Td data-label={t('backoffice.dunning.exhibitor')}>
                <Stack gap={2}>
                  <Anchor component={Link} to={`/be/registration/${proposal.registrationId}`} fw={600}>
                    {proposal.company}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {proposal.eventName}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td data-label={t('backoffice.dunning.level')}>
                <StatusBadge status={`dunning.${proposal.kind}`} />
              </Table.Td>
              <Table.Td data-label={t('backoffice.dunning.invoices')}>
                <Stack gap={2}>
                  {proposal.invoices.map((invoice) => (
                    <Text size="sm" key={invoice.documentId}>
                      <Anchor component={Link} to={`/be/document/${invoice.documentId}`}>
                        {invoice.number}
                      </Anchor>{' '}
                      <Text span c="dimmed" size="sm">
                        {t('backoffice.dunning.dueSince', { date: format.date(invoice.dueDate) })}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td data-numeric data-label={t('backoffice.dunning.open')}>
                {format.money(amountToCents(proposal.open))}
              </Table.Td>
              <Table.Td data-numeric data-label={t('backoffice.dunning.charges')}>
                {format.money(amountToCents(proposal.charges))}
              </Table.Td>
              <Table.Td data-numeric data-label={t('backoffice.dunning.total')}>
                <Text fw={600} size="sm" span>
                  {format.money(amountToCents(proposal.total))}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('backoffice.dunning.actions')}>
                <Button variant="subtle" size="compact-sm" onClick={() => setHolding(proposal)} aria-label={t('backoffice.dunning.holdLabel', { company: proposal.company })}>
                  {t('backoffice.dunning.hold')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button onClick={submit} loading={send.isPending} disabled={chosen.length === 0}>
          {t('backoffice.dunning.sendButton', { count: chosen.length, sum: format.money(chosen.reduce((sum, proposal) => sum + amountToCents(proposal.total), 0)) })}
        </Button>
      </Group>
      {holding && <HoldDialog proposal={holding} onClose={() => setHolding(null)} />}
    </Stack>
  );
}

function HoldDialog({ proposal, onClose }: { proposal: DunningProposal; onClose: () => void }) {
  const { t } = useTranslation();
  const hold = useDunningHold(useLocale());
  return (
    <ReasonDialog
      title={t('backoffice.dunning.holdTitle', { company: proposal.company })}
      intro={t('backoffice.dunning.holdIntro')}
      reasonLabel={t('backoffice.dunning.holdNote')}
      maxLength={500}
      missingMessage={t('backoffice.dunning.holdNoteMissing')}
      submitLabel={t('backoffice.dunning.holdSubmit')}
      cancelLabel={t('backoffice.dunning.back')}
      pending={hold.isPending}
      onSubmit={(note, fail) =>
        hold.mutate(
          { id: proposal.companyId, input: { onHold: true, note } },
          {
            onSuccess: () => {
              notifySuccess(t('backoffice.dunning.held', { company: proposal.company }));
              onClose();
            },
            onError: (failure) => fail(failureText(failure, t)),
          },
        )
      }
      onClose={onClose}
    />
  );
}

function HeldInvoices({ held }: { held: HeldInvoice[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const dispute = useDisputeInvoice(locale);
  const hold = useDunningHold(locale);
  const [error, setError] = useState<string | undefined>();
  const release = (invoice: (typeof held)[number]) => {
    const handlers = { onSuccess: () => setError(undefined), onError: (failure: Error) => setError(failureText(failure, t)) };
    if (invoice.reason === 'disputed') dispute.mutate({ id: invoice.documentId, input: { disputed: false } }, handlers);
    else hold.mutate({ id: invoice.companyId, input: { onHold: false } }, handlers);
  };
  return (
    <Section title={t('backoffice.dunning.heldTitle')} empty={held.length === 0 && t('backoffice.dunning.nothingHeld')}>
      <StackingTable minWidth={720} phone="cards" aria-label={t('backoffice.dunning.heldTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backoffice.dunning.invoice')}</Table.Th>
            <Table.Th>{t('backoffice.dunning.why')}</Table.Th>
            <Table.Th data-numeric>{t('backoffice.dunning.open')}</Table.Th>
            <Table.Th>{t('backoffice.dunning.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {held.map((invoice) => (
            <Table.Tr key={invoice.documentId}>
              <Table.Td data-label={t('backoffice.dunning.invoice')}>
                <Anchor component={Link} to={`/be/document/${invoice.documentId}`} fw={600}>
                  {invoice.number}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {invoice.company} · {t('backoffice.dunning.dueSince', { date: format.date(invoice.dueDate) })}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('backoffice.dunning.why')}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <StatusBadge status={`dunning.${invoice.reason}`} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {invoice.note}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td data-numeric data-label={t('backoffice.dunning.open')}>
                {format.money(amountToCents(invoice.open))}
              </Table.Td>
              <Table.Td data-label={t('backoffice.dunning.actions')}>
                <Button variant="subtle" size="compact-sm" onClick={() => release(invoice)} loading={dispute.isPending || hold.isPending}>
                  {t(invoice.reason === 'disputed' ? 'backoffice.dunning.undispute' : 'backoffice.dunning.release')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
      {error && <Alert color="red">{error}</Alert>}
    </Section>
  );
}

function SentNotices({ sent }: { sent: SentNotice[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { download, failure } = useDownload();
  return (
    <Section title={t('backoffice.dunning.sentTitle')} empty={sent.length === 0 && t('backoffice.dunning.nothingSent')}>
      {failure}
      <Stack gap={6}>
        {sent.map((notice) => (
          <Group key={notice.documentId} gap="sm" justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/be/registration/${notice.registrationId}`}>
                {notice.company}
              </Anchor>{' '}
              · {t('backoffice.dunning.sentLine', { kind: t(`ui.status.dunning.${notice.kind}`), number: notice.number, date: format.date(notice.date), total: format.money(amountToCents(notice.total)) })}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />}
              onClick={() => void download(`/be/document/${notice.documentId}/pdf`, `${notice.number}.pdf`)}
              aria-label={t('backoffice.dunning.downloadNotice', { number: notice.number })}
            >
              PDF
            </Button>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

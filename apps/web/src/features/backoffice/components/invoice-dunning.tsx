import type { InvoiceDocumentDetail } from '@messeportal/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMayHere } from '../../../api/staff-rights.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useDisputeInvoice } from '../api/dunning.ts';
import { useDownload } from './use-download.tsx';

/**
 * An invoice's dunning, beside its amounts: the notices that listed it (each as PDF), whether the buyer disputes it
 * or its company is on hold (with the note), and, for those who book payments, marking it disputed or no longer.
 */
export function InvoiceDunning({ detail }: { detail: InvoiceDocumentDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dispute = useDisputeInvoice(useLocale());
  const { download, failure } = useDownload();
  const [disputing, setDisputing] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { dunning, document } = detail;
  const editable = staffMayHere(['document', 'write']) && document.payment !== null && document.payment.open > 0;
  const quiet = dunning.notices.length === 0 && !dunning.disputed && !dunning.onHold;
  const undispute = () =>
    dispute.mutate({ id: document.id, input: { disputed: false } }, { onSuccess: () => setError(undefined), onError: (failed) => setError(failureText(failed, t)) });
  return (
    <Section
      title={t('backoffice.dunning.invoiceTitle')}
      empty={quiet && !editable && t('backoffice.dunning.noNotices')}
      actions={
        editable &&
        (dunning.disputed ? (
          <Button variant="subtle" size="compact-sm" onClick={undispute} loading={dispute.isPending}>
            {t('backoffice.dunning.undispute')}
          </Button>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={() => setDisputing(true)}>
            {t('backoffice.dunning.dispute')}
          </Button>
        ))
      }
    >
      <Stack gap="xs">
        {dunning.disputed && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusBadge status="dunning.disputed" />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {dunning.disputeNote}
            </Text>
          </Group>
        )}
        {dunning.onHold && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusBadge status="dunning.onHold" />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {dunning.holdNote}{' '}
              <Anchor component={Link} to="/be/dunning" size="sm">
                {t('backoffice.nav.dunning')}
              </Anchor>
            </Text>
          </Group>
        )}
        {dunning.notices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('backoffice.dunning.noNotices')}
          </Text>
        ) : (
          dunning.notices.map((notice) => (
            <Group key={notice.documentId} gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{t('backoffice.dunning.noticeLine', { kind: t(`ui.status.dunning.${notice.kind}`), date: format.date(notice.date) })}</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => void download(`/be/document/${notice.documentId}/pdf`, `${notice.number}.pdf`)}>
                {notice.number}
              </Anchor>
            </Group>
          ))
        )}
        {failure}
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
      {disputing && (
        <ReasonDialog
          title={t('backoffice.dunning.disputeTitle', { number: document.number })}
          intro={t('backoffice.dunning.disputeIntro')}
          reasonLabel={t('backoffice.dunning.disputeNote')}
          maxLength={500}
          missingMessage={t('backoffice.dunning.disputeNoteMissing')}
          submitLabel={t('backoffice.dunning.disputeSubmit')}
          cancelLabel={t('backoffice.dunning.back')}
          pending={dispute.isPending}
          onSubmit={(note, fail) =>
            dispute.mutate({ id: document.id, input: { disputed: true, note } }, { onSuccess: () => setDisputing(false), onError: (failed) => fail(failureText(failed, t)) })
          }
          onClose={() => setDisputing(false)}
        />
      )}
    </Section>
  );
}

import { translate, type InvoiceDocumentDetail } from '@messeportal/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { useCancelInvoice } from '../api/invoicing.ts';
import { useInvoicingText } from './invoicing-text.ts';

/** Cancels the whole invoice with a cancellation voucher, after asking for the reason the voucher prints. */
export function InvoiceCancelModal({ detail, onClose }: { detail: InvoiceDocumentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelInvoice(detail.document.id, locale);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const k = useInvoicingText();
  const submit = () => {
    if (!reason.trim()) {
      setError(translate('cancelReasonMissing', langOf(locale)));
      return;
    }
    cancel.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (answer) => {
          notifySuccess(k('cancelled', { number: answer.corrections.at(-1)?.number ?? '' }));
          onClose();
        },
        onError: (failure) => setError(failureText(failure, t)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={k('cancelTitle')} closeButtonProps={{ 'aria-label': k('keep') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{k('cancelHint')}</Text>
          <Textarea
            label={k('cancelReason')}
            value={reason}
            error={error}
            required
            autosize
            minRows={2}
            maxLength={1000}
            data-autofocus
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group gap="sm">
            <Button type="submit" color="red" loading={cancel.isPending}>
              {k('cancelConfirm', { number: detail.document.number })}
            </Button>
            <Button variant="default" onClick={onClose}>
              {k('keep')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { translate, type InvoiceDocumentDetail } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { useCancelInvoice } from '../api/invoicing.ts';
import { useInvoicingText } from './invoicing-text.ts';

/** Cancels the whole invoice with a cancellation voucher, after asking for the reason the voucher prints. */
export function InvoiceCancelModal({ detail, onClose }: { detail: InvoiceDocumentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelInvoice(detail.document.id, locale);
  const k = useInvoicingText();
  return (
    <ReasonDialog
      title={k('cancelTitle')}
      closeLabel={k('keep')}
      intro={k('cancelHint')}
      reasonLabel={k('cancelReason')}
      maxLength={1000}
      missingMessage={translate('cancelReasonMissing', langOf(locale))}
      submitLabel={k('cancelConfirm', { number: detail.document.number })}
      cancelLabel={k('keep')}
      pending={cancel.isPending}
      onSubmit={(reason, fail) =>
        cancel.mutate(
          { reason },
          {
            onSuccess: (answer) => {
              notifySuccess(k('cancelled', { number: answer.corrections.at(-1)?.number ?? '' }));
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

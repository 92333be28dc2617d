import { documentPolicy, translate, type StaffRegistrationAnswer } from '@messeportal/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { staffActorHere } from '../../../api/staff-rights.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import type { RecordAction } from '../../../ui/record-header.tsx';
import type { RecordMenuItem } from '../../../ui/record-menu.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useRegistrationInvoicing } from '../api/invoicing.ts';
import { useCancelRegistration, useConfirmRegistration, useNewConfirmLink, useRestoreRegistration } from '../api/registration-desk.ts';

interface RegistrationActions {
  /** Confirming for the exhibitor, while it waits for that. */
  primary?: RecordAction;
  /** A new opt-in link, restoring, and cancelling (destructive) last. */
  menu: RecordMenuItem[];
  /** The dialogs the menu opens. */
  dialogs: ReactNode;
  /** Why confirming or sending a new link failed, for under the header: in sight, not only in a toast. */
  failure?: ReactNode;
}

/**
 * What staff may do with the registration now, for its header: confirm as the primary action; a new opt-in link,
 * restore and cancel (each asking first, in a dialog) in its "…" menu.
 */
export function useRegistrationActions(answer: StaffRegistrationAnswer, editable: boolean): RegistrationActions {
  const { t } = useTranslation();
  const locale = useLocale();
  const { registration, actions } = answer;
  const confirm = useConfirmRegistration(registration.id, locale);
  const newLink = useNewConfirmLink(registration.id, locale);
  const [open, setOpen] = useState<'cancel' | 'restore' | null>(null);
  const onError = (error: unknown) => notifyError(failureText(error, t));
  const failed = confirm.error ?? newLink.error;
  if (!editable) return { menu: [], dialogs: null };
  const menu: RecordMenuItem[] = [
    ...(actions.newConfirmLink
      ? [{ label: t('backoffice.desk.actions.newLink'), onClick: () => newLink.mutate(undefined, { onSuccess: () => notifySuccess(t('backoffice.desk.actions.linkSent')), onError }) }]
      : []),
    ...(actions.restore ? [{ label: t('backoffice.desk.actions.restore'), onClick: () => setOpen('restore') }] : []),
    ...(actions.cancel ? [{ label: t('backoffice.desk.actions.cancelMenu'), danger: true, onClick: () => setOpen('cancel') }] : []),
  ];
  const close = () => setOpen(null);
  return {
    primary: actions.confirm
      ? {
          label: t('backoffice.desk.actions.confirm'),
          loading: confirm.isPending,
          onClick: () => confirm.mutate(undefined, { onSuccess: () => notifySuccess(t('backoffice.desk.actions.confirmed')), onError }),
        }
      : undefined,
    menu,
    dialogs: (
      <>
        {open === 'cancel' && <CancelDialog registrationId={registration.id} onClose={close} />}
        {open === 'restore' && <RestoreDialog registration={registration} onClose={close} />}
      </>
    ),
    failure: failed && (
      <Alert color={TONE_COLORS.danger} role="alert" mb="lg">
        {failureText(failed, t)}
      </Alert>
    ),
  };
}

/**
 * Cancelling asks for the reason the exhibitor will read, and says what goes with it, before it is done; to
 * accounting it offers cancelling the registration's live invoices with it.
 */
function CancelDialog({ registrationId, onClose }: { registrationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelRegistration(registrationId, locale);
  const mayCancelInvoices = documentPolicy.mayCorrectInvoices(staffActorHere());
  const invoicing = useRegistrationInvoicing(registrationId, locale);
  const liveInvoices = (invoicing.data?.documents ?? []).filter((document) => documentPolicy.mayCorrect(staffActorHere(), document));
  const [cancelInvoices, setCancelInvoices] = useState(false);
  return (
    <ReasonDialog
      title={t('backoffice.desk.actions.cancelTitle')}
      closeLabel={t('backoffice.desk.actions.back')}
      intro={t('backoffice.desk.actions.cancelText')}
      reasonLabel={t('backoffice.desk.actions.reason')}
      maxLength={1000}
      missingMessage={translate('required', langOf(locale))}
      submitLabel={t('backoffice.desk.actions.confirmCancel')}
      cancelLabel={t('backoffice.desk.actions.back')}
      pending={cancel.isPending}
      onSubmit={(reason, fail) =>
        cancel.mutate(
          { reason, cancelInvoices: cancelInvoices && liveInvoices.length > 0 },
          {
            onSuccess: () => {
              notifySuccess(t('backoffice.desk.actions.canceled'));
              onClose();
            },
            onError: (failure) => fail(failureText(failure, t)),
          },
        )
      }
      onClose={onClose}
    >
      {mayCancelInvoices && liveInvoices.length > 0 && (
        <Checkbox
          label={t('backoffice.desk.actions.cancelInvoices', { count: liveInvoices.length, numbers: liveInvoices.map((document) => document.number).join(', ') })}
          description={t('backoffice.desk.actions.cancelInvoicesHint')}
          checked={cancelInvoices}
          onChange={(event) => setCancelInvoices(event.currentTarget.checked)}
        />
      )}
    </ReasonDialog>
  );
}

/**
 * Restoring asks first, saying what comes back (the state it had, its former stand) and what does not (orders and
 * invoices cancelled with it); when another registration holds the former stand now, the server names it and the
 * registration can be restored without a stand.
 */
function RestoreDialog({ registration, onClose }: { registration: StaffRegistrationAnswer['registration']; onClose: () => void }) {
  const { t } = useTranslation();
  const restore = useRestoreRegistration(registration.id, useLocale());
  const [withoutStand, setWithoutStand] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const stand = registration.canceledStand;
  return (
    <Modal opened onClose={onClose} title={t('backoffice.desk.actions.restoreTitle')} closeButtonProps={{ 'aria-label': t('backoffice.desk.actions.back') }}>
      <Stack gap="sm">
        <Text size="sm">{t(registration.isConfirmed ? 'backoffice.desk.actions.restoreConfirmed' : 'backoffice.desk.actions.restoreUnconfirmed')}</Text>
        <Text size="sm">{stand ? t('backoffice.desk.actions.restoreStand', stand) : t('backoffice.desk.actions.restoreNoStand')}</Text>
        <Text size="sm">{t('backoffice.desk.actions.restoreText')}</Text>
        {error && (
          <Alert color={TONE_COLORS.danger} role="alert">
            {error}
          </Alert>
        )}
        {stand && <Checkbox label={t('backoffice.desk.actions.restoreWithoutStand')} checked={withoutStand} onChange={(event) => setWithoutStand(event.currentTarget.checked)} />}
        <Group gap="sm">
          <Button
            loading={restore.isPending}
            onClick={() =>
              restore.mutate(
                { withoutStand },
                {
                  onSuccess: () => {
                    notifySuccess(t('backoffice.desk.actions.restored'));
                    onClose();
                  },
                  onError: (failure) => setError(failureText(failure, t)),
                },
              )
            }
          >
            {t('backoffice.desk.actions.confirmRestore')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('backoffice.desk.actions.back')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

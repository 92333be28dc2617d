import { documentPolicy, translate, type StaffRegistrationAnswer } from '@messeportal/domain';
import { Alert, Button, Card, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { staffActorHere } from '../../../api/staff-rights.ts';
import { useRegistrationInvoicing } from '../api/invoicing.ts';
import { useCancelRegistration, useConfirmRegistration, useNewConfirmLink, useRestoreRegistration } from '../api/registration-desk.ts';

/** The registration's state and what staff may do with it now: confirm, a new opt-in link, cancel with a reason. */
export function RegistrationStateActions({ answer, editable }: { answer: StaffRegistrationAnswer; editable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const { registration, actions } = answer;
  const confirm = useConfirmRegistration(registration.id, locale);
  const newLink = useNewConfirmLink(registration.id, locale);
  const [canceling, setCanceling] = useState(false);
  const onError = (error: unknown) => notifyError(failureText(error, t));

  return (
    <Section title={t('backoffice.desk.actions.title')} actions={<StatusBadge status={`registration.${registration.state}`} />}>
      {registration.state === 'canceled' && (
        <Alert color="red" title={t('backoffice.desk.actions.readOnly')}>
          {t('backoffice.desk.registration.cancelReason')}: {registration.cancelReason} ({format.date(registration.canceledAt, { time: true })})
        </Alert>
      )}
      {registration.state === 'unconfirmed' && (
        <Text size="sm">
          {registration.confirmLinkExpiresAt
            ? `${t('backoffice.desk.registration.linkValid')}: ${format.date(registration.confirmLinkExpiresAt, { time: true })}`
            : t('backoffice.desk.registration.noLink')}
        </Text>
      )}
      {editable && (
        <Group gap="sm">
          {actions.confirm && (
            <Button loading={confirm.isPending} onClick={() => confirm.mutate(undefined, { onSuccess: () => notifySuccess(t('backoffice.desk.actions.confirmed')), onError })}>
              {t('backoffice.desk.actions.confirm')}
            </Button>
          )}
          {actions.newConfirmLink && (
            <Button variant="default" loading={newLink.isPending} onClick={() => newLink.mutate(undefined, { onSuccess: () => notifySuccess(t('backoffice.desk.actions.linkSent')), onError })}>
              {t('backoffice.desk.actions.newLink')}
            </Button>
          )}
          {actions.restore && <RestoreButton registration={registration} />}
          {actions.cancel && !canceling && (
            <Button variant="outline" color="red" onClick={() => setCanceling(true)}>
              {t('backoffice.desk.actions.cancel')}
            </Button>
          )}
        </Group>
      )}
      {editable && actions.cancel && canceling && <CancelForm registrationId={registration.id} onDone={() => setCanceling(false)} />}
    </Section>
  );
}

/**
 * Cancelling asks for the reason the exhibitor will read, and says what goes with it, before it is done; to
 * accounting it offers cancelling the registration's live invoices with it.
 */
function CancelForm({ registrationId, onDone }: { registrationId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelRegistration(registrationId, locale);
  const mayCancelInvoices = documentPolicy.mayCorrectInvoices(staffActorHere());
  const invoicing = useRegistrationInvoicing(registrationId, locale);
  const liveInvoices = (invoicing.data?.documents ?? []).filter((document) => documentPolicy.mayCorrect(staffActorHere(), document));
  const [cancelInvoices, setCancelInvoices] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Card
      withBorder
      padding="md"
      component="form"
      aria-label={t('backoffice.desk.actions.cancelTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(translate('required', langOf(locale)));
          return;
        }
        cancel.mutate({ reason: reason.trim(), cancelInvoices: cancelInvoices && liveInvoices.length > 0 }, {
          onSuccess: () => {
            notifySuccess(t('backoffice.desk.actions.canceled'));
            onDone();
          },
          onError: (failure) => setError(failureText(failure, t)),
        });
      }}
    >
      <Stack gap="sm">
        <Text fw={700}>{t('backoffice.desk.actions.cancelTitle')}</Text>
        <Text size="sm">{t('backoffice.desk.actions.cancelText')}</Text>
        <Textarea label={t('backoffice.desk.actions.reason')} value={reason} error={error} required autosize minRows={2} maxLength={1000} onChange={(e) => setReason(e.currentTarget.value)} />
        {mayCancelInvoices && liveInvoices.length > 0 && (
          <Checkbox
            label={t('backoffice.desk.actions.cancelInvoices', { count: liveInvoices.length, numbers: liveInvoices.map((document) => document.number).join(', ') })}
            description={t('backoffice.desk.actions.cancelInvoicesHint')}
            checked={cancelInvoices}
            onChange={(event) => setCancelInvoices(event.currentTarget.checked)}
          />
        )}
        <Group gap="sm">
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('backoffice.desk.actions.confirmCancel')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('backoffice.desk.actions.back')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Restoring asks first, saying what comes back (the state it had, its former stand) and what does not (orders and
 * invoices cancelled with it); when another registration holds the former stand now, the server names it and the
 * registration can be restored without a stand.
 */
function RestoreButton({ registration }: { registration: StaffRegistrationAnswer['registration'] }) {
  const { t } = useTranslation();
  const restore = useRestoreRegistration(registration.id, useLocale());
  const [opened, setOpened] = useState(false);
  const [withoutStand, setWithoutStand] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const stand = registration.canceledStand;
  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)}>
        {t('backoffice.desk.actions.restore')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('backoffice.desk.actions.restoreTitle')} closeButtonProps={{ 'aria-label': t('backoffice.desk.actions.back') }}>
        <Stack gap="sm">
          <Text size="sm">{t(registration.isConfirmed ? 'backoffice.desk.actions.restoreConfirmed' : 'backoffice.desk.actions.restoreUnconfirmed')}</Text>
          <Text size="sm">{stand ? t('backoffice.desk.actions.restoreStand', stand) : t('backoffice.desk.actions.restoreNoStand')}</Text>
          <Text size="sm">{t('backoffice.desk.actions.restoreText')}</Text>
          {error && (
            <Alert color="red" role="alert">
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
                      close();
                    },
                    onError: (failure) => setError(failureText(failure, t)),
                  },
                )
              }
            >
              {t('backoffice.desk.actions.confirmRestore')}
            </Button>
            <Button variant="default" onClick={close}>
              {t('backoffice.desk.actions.back')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

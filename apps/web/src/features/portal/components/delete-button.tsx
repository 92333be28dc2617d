import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** How the delete went: the dialog closes when it is done and says why when it was refused. */
export interface DeleteOutcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface DeleteButtonProps {
  /** What is deleted, for the question ('Delete „Muster Living“?'). */
  name: string;
  loading: boolean;
  /** Deletes; tells the dialog how it went (`outcome`), so a refusal stays in the dialog beside its button. */
  onConfirm: (outcome: DeleteOutcome) => void;
}

/** Deletes only after the user confirms in a dialog; a delete cannot be undone. A refused delete says why in the dialog. */
export function DeleteButton({ name, loading, onConfirm }: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  return (
    <>
      <Button variant="outline" color="red.9" onClick={() => setOpen(true)} loading={loading && !open}>
        {t('portal.edit.delete')}
      </Button>
      <Modal opened={open} onClose={close} title={t('portal.edit.deleteTitle')}>
        <Stack>
          <Text>{t('portal.edit.deleteQuestion', { name })}</Text>
          {failure && (
            <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.edit.deleteFailed')}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('portal.edit.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={loading}
              onClick={() => {
                setFailure(null);
                onConfirm({ onSuccess: close, onError: (error) => setFailure(failureText(error, t)) });
              }}
            >
              {t('portal.edit.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { Alert } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/**
 * Deleting a catalogue row after asking. A refusal (409: still in use) carries the server's message naming what
 * refers to the row; it stays above the list in an alert until closed, too long for a passing notice.
 */
export function useDelete(mutation: UseMutationResult<unknown, Error, number>): { remove: (id: number, name: string) => void; refusal: ReactNode } {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = (id: number, name: string) => {
    if (!window.confirm(t('catalogueAdmin.common.deleteConfirm', { name }))) return;
    setRefusal(null);
    mutation.mutate(id, {
      onSuccess: () => notifySuccess(t('catalogueAdmin.common.deleted', { name })),
      onError: (error) => setRefusal(failureText(error, t)),
    });
  };
  const alert = refusal && (
    <Alert color={TONE_COLORS.danger} variant="light" role="alert" withCloseButton closeButtonLabel={t('common.closeNotice')} onClose={() => setRefusal(null)}>
      {refusal}
    </Alert>
  );
  return { remove, refusal: alert };
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useDeleteAddress } from '../api/address.ts';
import { useDeleteBrand } from '../api/brand.ts';
import { useDeleteContact } from '../api/contact.ts';

/** What a profile row is: the delete call that goes with it. */
export type ProfileRowKind = 'contact' | 'address' | 'brand';

const DELETES = { contact: useDeleteContact, address: useDeleteAddress, brand: useDeleteBrand } as const;

interface DeleteRowDialogProps {
  kind: ProfileRowKind;
  id: number;
  /** What is deleted, for the question ('Delete „Muster Living“?'). */
  name: string;
  onClose: () => void;
}

/**
 * Asks before a profile row is deleted (a delete cannot be undone); done, a notice and the dialog closes; refused
 * (the server says why: the main contact, the own login), the reason in the dialog, beside the button.
 */
export function DeleteRowDialog({ kind, id, name, onClose }: DeleteRowDialogProps) {
  const { t } = useTranslation();
  const remove = DELETES[kind](id, useLocale());
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('portal.edit.deleted'));
        onClose();
      },
      onError: (error) => setFailure(failureText(error, t)),
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('portal.edit.deleteTitle')}>
      <Stack>
        <Text>{t('portal.edit.deleteQuestion', { name })}</Text>
        {failure && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.edit.deleteFailed')}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('portal.edit.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirm}>
            {t('portal.edit.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

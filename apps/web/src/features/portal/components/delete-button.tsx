import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteButtonProps {
  /** What is deleted, for the question ('Delete „Muster Living“?'). */
  name: string;
  loading: boolean;
  onConfirm: () => void;
}

/** Deletes only after the user confirms in a dialog; a delete cannot be undone. */
export function DeleteButton({ name, loading, onConfirm }: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" color="red.9" onClick={() => setOpen(true)} loading={loading}>
        {t('portal.edit.delete')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('portal.edit.deleteTitle')}>
        <Stack>
          <Text>{t('portal.edit.deleteQuestion', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('portal.edit.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setOpen(false);
                onConfirm();
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

import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The foot of an edit form: the submit button 'Save' and, on the right, what else the row allows (its delete). */
export function EditFormActions({ saving, children }: { saving: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button type="submit" loading={saving}>
        {t('portal.edit.save')}
      </Button>
      {children}
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of an edit form: its named save button and, where the form can be closed, cancel. */
export function FormButtons({ saveLabel, saving, onCancel }: { saveLabel: string; saving: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('catalogueAdmin.common.cancel')}
        </Button>
      )}
    </Group>
  );
}

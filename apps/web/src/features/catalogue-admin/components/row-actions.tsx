import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';

interface RowActionsProps {
  /** The row's name in the buttons' accessible names ("Bearbeiten: Reihenstand"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Up and down; a missing handler (first or last row) disables its button. */
  onMove?: { up?: () => void; down?: () => void; busy?: boolean };
}

/** A row's edit, delete and move buttons, as icons named for screen readers. */
export function RowActions({ name, onEdit, onDelete, onMove }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {onMove && (
        <>
          <ActionIcon variant="subtle" aria-label={t('catalogueAdmin.common.moveUp', { name })} disabled={!onMove.up || onMove.busy} onClick={onMove.up}>
            <IconArrowUp size={18} stroke={1.6} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('catalogueAdmin.common.moveDown', { name })} disabled={!onMove.down || onMove.busy} onClick={onMove.down}>
            <IconArrowDown size={18} stroke={1.6} aria-hidden />
          </ActionIcon>
        </>
      )}
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={t('catalogueAdmin.common.editOf', { name })} onClick={onEdit}>
          <IconPencil size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color={TONE_COLORS.danger} aria-label={t('catalogueAdmin.common.deleteOf', { name })} onClick={onDelete}>
          <IconTrash size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

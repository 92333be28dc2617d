import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useErrorText } from '../../../ui/error-alert.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

interface SaveBarProps {
  unsaved: boolean;
  basedOn: number | null;
  saving: boolean;
  onSave: () => void;
  /** The last save's failure, until the next save or reload. */
  error: unknown;
  reloading: boolean;
  onReload: () => void;
}

/**
 * Where the plan stands and its save: unsaved changes or not, the version it is based on, "save as next version".
 * A save refused because another version was saved meanwhile offers to load that one (the own changes are lost);
 * one refused for the plan's errors lists them as the server words them.
 */
export function SaveBar({ unsaved, basedOn, saving, onSave, error, reloading, onReload }: SaveBarProps) {
  const { t } = useTranslation();
  const errorText = useErrorText(error);
  // Another version saved meanwhile; a 409 about the drawing itself (a booked stand removed) is no reason to reload.
  const conflict = error instanceof ApiError && error.status === 409 && !error.errors.some((field) => field.property === 'geometry');
  const messages = error instanceof ApiError ? [...new Set(error.userMessages)] : [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" role="status" fw={unsaved ? 600 : undefined}>
          {unsaved ? t('hallPlanEditor.save.unsaved') : t('hallPlanEditor.save.clean')}{' '}
          {basedOn === null ? t('hallPlanEditor.save.firstVersion') : t('hallPlanEditor.save.basedOn', { version: basedOn })}
        </Text>
        <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} onClick={onSave} loading={saving} disabled={!unsaved}>
          {t('hallPlanEditor.save.save')}
        </Button>
      </Group>
      {Boolean(error) && (
        <Alert color={conflict ? TONE_COLORS.warning : TONE_COLORS.danger} variant="light" role="alert" title={conflict ? t('hallPlanEditor.save.conflictTitle') : t('hallPlanEditor.save.failedTitle')}>
          <Stack gap="xs">
            {messages.length > 1 ? (
              <List size="sm">
                {messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{errorText}</Text>
            )}
            {conflict && (
              <Group>
                <Button size="xs" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={reloading} onClick={onReload}>
                  {t('hallPlanEditor.save.reload')}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

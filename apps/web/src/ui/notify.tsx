import { Button, Stack, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error.ts';
import { i18next } from '../i18n/i18n.ts';
import { showNotice } from './notice-outlet.tsx';

/** SPEC §9: a success notice stays 3 s, an error notice 2 s. */
export const SUCCESS_MS = 3_000;
/**
 * SPEC §9 keeps a notice with an action for an hour; on a phone that hour covers the page, so it stays long
 * enough to reach the button. Mantine holds it while it is pointed at or focused, and it has a close button.
 */
export const SUCCESS_WITH_ACTION_MS = 8_000;
export const ERROR_MS = 2_000;

export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/** Every notice's close button says what it does (axe: buttons need a name). */
function show(notice: NotificationData): void {
  const closeButtonProps = { 'aria-label': i18next.t('common.closeNotice') };
  showNotice(({ notifications }) => notifications.show({ ...notice, closeButtonProps }));
}

/** A green notice; with an action it waits a little longer for the user to take it or close it. */
export function notifySuccess(message: string, action?: NoticeAction): void {
  show({
    color: 'green',
    autoClose: action ? SUCCESS_WITH_ACTION_MS : SUCCESS_MS,
    message: action ? (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={action.onClick}>
          {action.label}
        </Button>
      </Stack>
    ) : (
      message
    ),
  });
}

/** A red notice. */
export function notifyError(message: string): void {
  show({ color: 'red', autoClose: ERROR_MS, message });
}

/** A yellow notice: done, but something deserves a look. */
export function notifyWarning(message: string): void {
  show({ color: 'yellow', autoClose: 6_000, message });
}

/** What a failed call tells the user: the server's messages, else that the server is unreachable, else 'Action failed'. */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.userMessages.length > 0) return error.userMessages.join(' ');
  if (error instanceof ApiError && error.status === 0) return t('common.networkError');
  return t('common.actionFailed');
}

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { TONE_COLORS } from './tones.ts';

interface ErrorAlertProps {
  error: unknown;
  /** Shown when the server sent no message of its own (e.g. a login answer without token). */
  fallback?: string;
}

/** A failed call as the user should read it: the server's translated messages, else a plain local text. */
export function ErrorAlert({ error, fallback }: ErrorAlertProps) {
  return (
    <Alert color={TONE_COLORS.danger} variant="light">
      {useErrorText(error, fallback)}
    </Alert>
  );
}

/** The text of a failed call (ErrorAlert's), for a page that says it in its own place (the public frame's messages). */
export function useErrorText(error: unknown, fallback?: string): string {
  const { t } = useTranslation();
  const messages = error instanceof ApiError ? error.userMessages : [];
  const unreachable = error instanceof ApiError && error.status === 0;
  return messages.length > 0 ? messages.join(' ') : unreachable ? t('common.networkError') : (fallback ?? t('common.actionFailed'));
}

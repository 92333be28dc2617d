import { translate, type MessageCode } from '@messeportal/domain';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';

export interface ConfiguratorUnavailableProps {
  /** The heading; the configurator's own when not given. */
  title?: string;
  error?: unknown;
  message?: string;
  /** A shared message, translated here (instead of `message`). */
  messageCode?: MessageCode;
  /** Where the visitor can go on from here, e.g. the registration that already exists. */
  link?: { to: string; label: string };
}

/** The configurator or a registration cannot open: an unknown event, a passed deadline, an outdated link, a failed load. */
export function ConfiguratorUnavailable({ title, error, message: text, messageCode, link }: ConfiguratorUnavailableProps) {
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const message = text ?? (messageCode && translate(messageCode, lang));
  return (
    <Stack align="flex-start">
      <Title order={1}>{title ?? t('configurator.unavailable')}</Title>
      {message ? (
        <Alert color="red" variant="light">
          {message}
        </Alert>
      ) : (
        <ErrorAlert error={error} />
      )}
      {link && (
        <Anchor component={Link} to={link.to}>
          {link.label}
        </Anchor>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert.tsx';

interface ConfiguratorUnavailableProps {
  /** The heading; the configurator's own when not given. */
  title?: string;
  error?: unknown;
  message?: string;
  /** Where the visitor can go on from here, e.g. the registration that already exists. */
  link?: { to: string; label: string };
}

/** The configurator or a registration cannot open: an unknown event, a passed deadline, an outdated link, a failed load. */
export function ConfiguratorUnavailable({ title, error, message, link }: ConfiguratorUnavailableProps) {
  const { t } = useTranslation();
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

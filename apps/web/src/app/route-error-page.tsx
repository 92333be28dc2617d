import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazy-with-timeout.ts';

/** What shows when a page fails: a part that would not load, or anything unexpected. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // Logged for support: the user only sees the translated text.
  useEffect(() => console.error(error), [error]);
  const kind = isChunkLoadError(error) ? 'chunkLoad' : 'unexpected';
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t(`errors.${kind}.title`)}</Title>
        <Text>{t(`errors.${kind}.text`)}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from './lazy-with-timeout.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** What the router shows when a route fails: a part that would not load, or anything unexpected. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // Logged for support: the user only sees the translated text.
  console.error(error);
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

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazy-with-timeout.ts';

type ErrorKind = 'chunkLoad' | 'unexpected';

/**
 * The error in the public frame, fetched when an error shows: the frame stays out of the entry, whose size the
 * configurator's first visit pays for.
 */
const RouteErrorFrame = lazy(() => import('./route-error-frame.tsx'));

/**
 * What shows when a page fails: a part that would not load, or anything unexpected. The entry's plain page shows at
 * once and stays when the framed one cannot load either (offline, or a deployment removed the old chunks); else the
 * framed one replaces it.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  // Logged for support: the user only sees the translated text.
  useEffect(() => console.error(error), [error]);
  const kind: ErrorKind = isChunkLoadError(error) ? 'chunkLoad' : 'unexpected';
  const plain = <PlainErrorPage kind={kind} />;
  return (
    <PlainOnFailure plain={plain}>
      <Suspense fallback={plain}>
        <RouteErrorFrame kind={kind} />
      </Suspense>
    </PlainOnFailure>
  );
}

/**
 * The same title and sentence with what the entry has: the product's name where the startup fallback paints it,
 * the message centred below, and the reload (the framed page adds the way to the start page).
 */
function PlainErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  return (
    <>
      <Container size="lg" py="sm">
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
      </Container>
      <Container component="main" size="xs" py="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {t(`errors.${kind}.title`)}
          </Title>
          <Text>{t(`errors.${kind}.text`)}</Text>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        </Stack>
      </Container>
    </>
  );
}

/** Keeps the plain page when the framed one fails to load or render. */
class PlainOnFailure extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

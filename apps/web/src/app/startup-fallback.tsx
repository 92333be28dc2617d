import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../ui/page-loader.tsx';

/**
 * What shows while the first page's chunk loads: the product name as index.html paints it before any code
 * has run (same place, same size), and the loading indicator below it.
 */
export function StartupFallback() {
  const { t } = useTranslation();
  return (
    <>
      <Container size="lg" py="sm">
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
      </Container>
      <PageLoader />
    </>
  );
}

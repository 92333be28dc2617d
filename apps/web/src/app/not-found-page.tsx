import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('errors.notFound.title')}</Title>
        <Text>{t('errors.notFound.text')}</Text>
        <Anchor component={Link} to="/">
          {t('common.toHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}

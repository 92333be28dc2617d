import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiTexts } from './i18n/ui-texts.ts';

/** A page above this one; without `to` a step that has no page of its own (shown as text). */
export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The way here from the area's start, without the page itself (the title says where the reader is). */
  breadcrumbs?: readonly Crumb[];
  /** Buttons or links for the whole page, right of the title when wide, below it on a phone. */
  actions?: ReactNode;
}

/** The top of every page: where it sits, what it is, and what can be done with it as a whole. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Box component="nav" aria-label={t('ui.breadcrumbs')}>
          <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
            {breadcrumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} span size="sm" c="dimmed">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Box>
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 18rem' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}

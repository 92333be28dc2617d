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
  /** A record's state (a `StatusBadge`), beside the title. */
  status?: ReactNode;
  /** Under the title: a record's key figure and its dates (`RecordHeader`). */
  children?: ReactNode;
}

/** The top of every page: where it sits, what it is, and what can be done with it as a whole. */
export function PageHeader({ title, subtitle, breadcrumbs, actions, status, children }: PageHeaderProps) {
  useUiTexts();
  const { t } = useTranslation();
  const heading = (
    <Title order={1} style={{ overflowWrap: 'anywhere', hyphens: 'auto', minWidth: 0 }}>
      {title}
    </Title>
  );
  return (
    <Stack gap="xs" mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Box component="nav" aria-label={t('ui.breadcrumbs')}>
          {/* Breadcrumbs gives each crumb its own style (Mantine's keeps one on a line): a long name wraps instead. */}
          <Breadcrumbs separatorMargin={6} styles={{ breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0, lineHeight: 1.4 } }}>
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
          {status ? (
            <Group gap="sm" align="center">
              {heading}
              {status}
            </Group>
          ) : (
            heading
          )}
          {subtitle && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}

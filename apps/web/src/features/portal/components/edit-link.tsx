import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Edit' beside a row; its accessible name says what it edits ('Edit Anna Muster'). */
export function EditLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} aria-label={t('portal.profile.editNamed', { name })}>
      {t('portal.profile.edit')}
    </Anchor>
  );
}

/** The link to a new, unsaved row (id 0) of a list. */
export function NewLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="light" size="compact-md">
      {label}
    </Button>
  );
}

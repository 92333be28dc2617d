import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readStaffToken, readToken } from '../api/session.ts';
import { useUiTexts } from '../ui/i18n/ui-texts.ts';
import { PublicFrameMessage } from '../ui/public-frame-message.tsx';
import { FrameCard } from '../ui/public-frame-shell.tsx';

type Start = { to: string; label: 'ui.publicFrame.toOverview' | 'ui.publicFrame.toBackoffice' | 'ui.publicFrame.toLogin' };

/** Where a reader goes on from an unknown page: their area's start, or the login when they are not logged in. */
function startOf(area: 'public' | 'staff'): Start {
  if (area === 'staff') return { to: '/be', label: 'ui.publicFrame.toBackoffice' };
  if (readToken()) return { to: '/', label: 'ui.publicFrame.toOverview' };
  if (readStaffToken()) return { to: '/be', label: 'ui.publicFrame.toBackoffice' };
  return { to: '/s/login', label: 'ui.publicFrame.toLogin' };
}

/** An unknown address: an icon, one sentence and a button to the reader's start page. */
export function NotFoundMessage({ area }: { area: 'public' | 'staff' }) {
  useUiTexts();
  const { t } = useTranslation();
  const start = startOf(area);
  return (
    <PublicFrameMessage icon={<IconMapQuestion size={28} stroke={1.6} />} tone="neutral" title={t('ui.publicFrame.notFoundTitle')} text={t('ui.publicFrame.notFoundText')}>
      <Button component={Link} to={start.to}>
        {t(start.label)}
      </Button>
    </PublicFrameMessage>
  );
}

/** An unknown page of the back office: the same message in the public frame's card, inside the staff shell. */
export function StaffNotFoundPage() {
  return (
    <FrameCard>
      <NotFoundMessage area="staff" />
    </FrameCard>
  );
}

import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiTexts } from '../ui/i18n/ui-texts.ts';
import { PublicFrameMessage } from '../ui/public-frame-message.tsx';
import { FrameCard } from '../ui/public-frame-shell.tsx';
import { startPageOf } from '../ui/start-page.ts';

/** An unknown address: an icon, one sentence and a button to the reader's start page. */
export function NotFoundMessage({ area }: { area: 'public' | 'staff' }) {
  useUiTexts();
  const { t } = useTranslation();
  const start = startPageOf(area);
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

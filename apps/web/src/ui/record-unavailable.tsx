import { Button } from '@mantine/core';
import { IconFileOff, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { useErrorText } from './error-alert.tsx';
import { useUiTexts } from './i18n/ui-texts.ts';
import { PublicFrameMessage } from './public-frame-message.tsx';
import { FrameCard } from './public-frame-shell.tsx';
import { startPageOf } from './start-page.ts';

interface RecordUnavailableProps {
  /** Why the record is not there: its failed call; `null` when the page itself found no such record. */
  error: unknown;
  /** What to say when the call gives no words of its own (an id the page found no record for). */
  fallback?: string;
  /** Whose start page is the way on. */
  area: 'public' | 'staff';
}

/**
 * A record page whose record does not exist (an old link, a mistyped id) or could not be read: as the unknown page
 * says it, an icon, the title, the server's sentence and the way to the reader's start page, in the frame's card.
 */
export function RecordUnavailable({ error, fallback, area }: RecordUnavailableProps) {
  useUiTexts();
  const { t } = useTranslation();
  const text = useErrorText(error, fallback);
  const missing = error === null || (error instanceof ApiError && (error.status === 404 || error.status === 403));
  const start = startPageOf(area);
  return (
    <FrameCard>
      <PublicFrameMessage
        icon={missing ? <IconFileOff size={28} stroke={1.6} /> : <IconPlugConnectedX size={28} stroke={1.6} />}
        tone={missing ? 'neutral' : 'danger'}
        title={t(missing ? 'ui.publicFrame.recordMissingTitle' : 'ui.publicFrame.recordFailedTitle')}
        text={text}
      >
        <Button component={Link} to={start.to}>
          {t(start.label)}
        </Button>
      </PublicFrameMessage>
    </FrameCard>
  );
}

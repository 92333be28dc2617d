import { translate, type MessageCode } from '@messeportal/domain';
import { Button } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useErrorText } from '../../../ui/error-alert.tsx';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { PublicFrameMessage } from '../../../ui/public-frame-message.tsx';
import { FrameCard } from '../../../ui/public-frame-shell.tsx';
import { startPageOf } from '../../../ui/start-page.ts';

export interface ConfiguratorUnavailableProps {
  /** Whose start page is the way on when `link` is not given: the back office's, or the reader's (`startPageOf`). */
  area: 'public' | 'staff';
  /** The heading; the configurator's own when not given. */
  title?: string;
  error?: unknown;
  message?: string;
  /** A shared message, translated here (instead of `message`). */
  messageCode?: MessageCode;
  /** Where the visitor can go on from here, e.g. the registration that already exists; else their start page. */
  link?: { to: string; label: string };
}

/**
 * The configurator or a registration cannot open: an unknown event, a passed deadline, an outdated link, a failed
 * load. Said as the error pages say it: an icon, the title, one sentence and the way on, in the public frame's card
 * (inside the configurator's frame, the portal's or the back office's shell).
 */
export function ConfiguratorUnavailable({ area, title, error, message: text, messageCode, link }: ConfiguratorUnavailableProps) {
  useUiTexts();
  const { t } = useTranslation();
  const lang = langOf(useLocale());
  const errorText = useErrorText(error);
  const start = startPageOf(area);
  return (
    <FrameCard>
      <PublicFrameMessage icon={<IconCalendarOff size={28} stroke={1.6} />} tone="warning" title={title ?? t('configurator.unavailable')} text={text ?? (messageCode ? translate(messageCode, lang) : errorText)}>
        <Button component={Link} to={link?.to ?? start.to}>
          {link?.label ?? t(start.label)}
        </Button>
      </PublicFrameMessage>
    </FrameCard>
  );
}

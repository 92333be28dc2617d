import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from './i18n/ui-texts.ts';
import { toneOf, type Status } from './statuses.ts';
import { TONE_COLORS } from './tones.ts';

/**
 * A state at a glance: its label (sentence case, `ui.status.*`) in the tone the one mapping (statuses.ts) gives
 * it. The light variant's text (shade 9) passes AA on its background for every tone (theme.test.ts). Like every
 * badge (badge.css) it neither wraps, shrinks nor cuts its word in a narrow table cell: it grows instead.
 */
export function StatusBadge({ status }: { status: Status }) {
  useUiTexts();
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TONE_COLORS[toneOf(status)]}>
      {t(`ui.status.${status}`)}
    </Badge>
  );
}

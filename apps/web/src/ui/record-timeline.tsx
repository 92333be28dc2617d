import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { useUiTexts } from './i18n/ui-texts.ts';
import classes from './record-timeline.module.css';

/** One thing that happened: what, in the reader's words ("Rechnung RE-2026-7 ausgestellt"), when and by whom. */
export interface TimelineEntry {
  /** What happened, a sentence without its time and actor. */
  what: string;
  /** A calendar day 'YYYY-MM-DD' or an instant (ISO); an instant shows its time of day too. */
  at: string;
  /** Who did it, when it was someone of the organiser's team. */
  actor?: string | null;
  /** A second line: why, or what it changed. */
  detail?: ReactNode;
}

/**
 * A record's history, newest first, each entry one plain sentence: "Rechnung RE-2026-7 ausgestellt am
 * 03.11.2026 von Anna Beispiel". Field names stay in the audit log.
 */
export function RecordTimeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  useUiTexts();
  const { t } = useTranslation();
  const format = useFormat();
  const sentence = (entry: TimelineEntry) => {
    const day = entry.at.length === 10;
    const [date, time] = format.date(entry.at, { time: !day }).split(' ');
    const when = day ? t('ui.record.onDay', { date }) : t('ui.record.onDayAt', { date, time });
    const by = entry.actor ? ` ${t('ui.record.by', { actor: entry.actor, interpolation: { escapeValue: false } })}` : '';
    return `${entry.what} ${when}${by}`;
  };
  return (
    <ol className={classes.list} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={index} className={classes.entry}>
          <Text size="sm">{sentence(entry)}</Text>
          {entry.detail && (
            <Text size="sm" c="dimmed">
              {entry.detail}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}

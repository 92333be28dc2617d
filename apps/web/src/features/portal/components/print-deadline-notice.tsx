import { Alert, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalData } from '../../../api/get-global-data.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { registrationsWithEvents } from '../model/dashboard.ts';
import { printDeadlines, type PrintDeadline } from '../model/print-deadline.ts';

interface PrintDeadlineNoticeProps {
  /** Only this registration's fair (its brands); else every fair the company takes part in (its company data). */
  registrationId?: number;
}

/**
 * Where the company's data, brands and logos are edited: until when a change reaches each fair's print media,
 * and, once a print deadline has passed, that a change is still saved but printed no more (SPEC §9). Nothing
 * while no fair the company takes part in lies ahead.
 */
export function PrintDeadlineNotice({ registrationId }: PrintDeadlineNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const globalData = useGlobalData(useLocale());
  const [now] = useState(() => new Date());
  if (!globalData.data) return null;
  const entries = registrationsWithEvents(globalData.data.registrations, globalData.data.events);
  const deadlines = printDeadlines(entries, now).filter((deadline) => registrationId === undefined || deadline.registrationId === registrationId);
  if (deadlines.length === 0) return null;

  const line = (deadline: PrintDeadline) =>
    t(deadline.passed ? 'portal.printDeadline.passed' : 'portal.printDeadline.open', { event: deadline.eventName, date: format.date(deadline.printEndsAt) });
  const anyPassed = deadlines.some((deadline) => deadline.passed);
  return (
    <Alert color={anyPassed ? TONE_COLORS.warning : TONE_COLORS.info} variant="light" title={t('portal.printDeadline.title')}>
      {deadlines.length === 1 ? (
        <Text size="sm">{line(deadlines[0]!)}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {deadlines.map((deadline) => (
            <List.Item key={deadline.registrationId}>{line(deadline)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

import type { StaffRegistrationAnswer } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../../../ui/i18n/ui-texts.ts';
import { RecordTimeline } from '../../../ui/record-timeline.tsx';
import { Section } from '../../../ui/section.tsx';

/** Everything that happened to the registration, newest first, each a sentence with when and, for staff, by whom. */
export function RegistrationTimeline({ timeline }: { timeline: StaffRegistrationAnswer['timeline'] }) {
  useUiTexts();
  const { t, i18n } = useTranslation();
  // An order's states as the badges name them ("Bestätigt"), not as stored ("confirmed").
  const stateName = (state: string | undefined) => (state && i18n.exists(`ui.status.document.${state}`) ? t(`ui.status.document.${state}` as never) : state);
  const params = (entry: StaffRegistrationAnswer['timeline'][number]) =>
    entry.kind === 'orderStatus' ? { ...entry.params, status: stateName(entry.params.status), oldStatus: stateName(entry.params.oldStatus) } : entry.params;
  const entries = timeline
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
    .map(({ entry }) => ({
      at: entry.at,
      // Staff by name; the address beside it stays in the audit log.
      actor: entry.actor?.replace(/\s*<[^>]*>$/, ''),
      what: t(`backoffice.desk.timeline.${entry.kind}`, { ...params(entry), interpolation: { escapeValue: false } }),
    }));
  return (
    <Section title={t('backoffice.desk.timeline.title')}>
      <RecordTimeline label={t('backoffice.desk.timeline.title')} entries={entries} />
    </Section>
  );
}

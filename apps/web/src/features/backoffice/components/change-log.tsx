import type { OfferChange, OfferChangeAction, OfferChangeField } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../../ui/record-timeline.tsx';
import { Section } from '../../../ui/section.tsx';
import { describeChange } from '../model/change-log.ts';

/** Every change staff made to the offer as the offer's timeline, newest first: what, when and who. */
export function ChangeLog({ changes }: { changes: OfferChange[] }) {
  const { t } = useTranslation();
  const names = {
    action: (action: OfferChangeAction) => t(`backoffice.changes.actions.${action}`),
    field: (field: OfferChangeField) => t(`backoffice.changes.fields.${field}`),
  };
  return (
    <Section title={t('backoffice.changes.title')} empty={changes.length === 0 && t('backoffice.changes.none')}>
      <RecordTimeline label={t('backoffice.changes.caption')} entries={changes.map((change) => ({ at: change.at, actor: change.staffName, what: describeChange(change, names) }))} />
    </Section>
  );
}

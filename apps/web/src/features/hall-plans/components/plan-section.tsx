import type { HallPlanAnswer } from '@messeportal/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { Section } from '../../../ui/section.tsx';
import { PlanView } from './plan-view.tsx';

interface PlanSectionProps {
  answer: HallPlanAnswer;
  /** Chooses the version shown (`?version=`); null for the latest. */
  onVersion: (version: number | null) => void;
}

/** The hall's plan in the version shown, with a choice of its saved versions. */
export function PlanSection({ answer, onVersion }: PlanSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { hall, plan } = answer;
  const latest = hall.versions[0]?.version ?? null;
  const picker = hall.versions.length > 1 && plan && (
    <NativeSelect
      label={t('hallPlans.plan.version')}
      data={hall.versions.map((version) => ({
        value: String(version.version),
        label: t('hallPlans.plan.versionOption', { version: version.version, date: format.date(version.createdAt) }),
      }))}
      value={String(plan.version)}
      onChange={(event) => onVersion(Number(event.currentTarget.value) === latest ? null : Number(event.currentTarget.value))}
      w={{ base: '100%', xs: 260 }}
    />
  );
  return (
    <Section title={plan ? t('hallPlans.plan.titleVersion', { version: plan.version }) : t('hallPlans.plan.title')} actions={picker} empty={!plan && t('hallPlans.plan.none')}>
      {plan && <PlanView key={plan.version} hallName={hall.name} geometry={plan.geometry} stands={plan.stands} problems={plan.problems} />}
    </Section>
  );
}

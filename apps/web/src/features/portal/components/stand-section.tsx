import { proposalAnswerInputSchema, type PlanStandSale, type RegistrationDetail, type StandProposalAnswer } from '@messeportal/domain';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { schemaErrors } from '../../../ui/form-errors.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { Section } from '../../../ui/section.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useEventPlan } from '../../../api/get-event-plan.ts';
import { useAnswerStandProposal, useStandProposal } from '../api/stand-proposal.ts';
import { findOnPlan, planViews, type StandRef } from '../model/stand-on-plan.ts';
import { StandWishes } from './stand-wishes.tsx';

// The drawing with its pan and zoom comes with the first plan to draw, not with the registration page.
const StandPlanDrawings = lazy(() => import('./stand-plan-drawings.tsx').then((module) => ({ default: module.StandPlanDrawings })));

type Proposal = NonNullable<StandProposalAnswer['proposal']>;

/** Objections longer than this the server refuses (proposalAnswerInputSchema). */
const OBJECTION_MAX = 1000;

/**
 * "Your stand" on the registration page (issue 31): the stand named in words (hall, number, area, stand type),
 * the placement proposal with accept and object while it is open or one line on how it was answered, and the hall's
 * plan with the stand marked; without either, the exhibitor's stand wishes where the organiser decides. The plan, a
 * large answer, is fetched only when there is a stand or a proposal to show.
 */
export function StandSection({ registration }: { registration: RegistrationDetail }) {
  const { t } = useTranslation();
  const proposalAnswer = useStandProposal(registration.id);
  const proposal = proposalAnswer.data?.proposal ?? null;
  const own: StandRef | null = registration.hall && registration.standNr ? { hall: registration.hall, stand: registration.standNr } : null;
  const open = proposal?.answer === null ? proposal : null;
  const proposed: StandRef | null = open && { hall: open.hall, stand: open.stand };
  const wanted = own !== null || proposed !== null;
  const plan = useEventPlan(registration.eventId, wanted);
  const views = planViews(plan.data, own, proposed);

  if (!own && !proposal) {
    return (
      <Section title={t('portal.standPlan.title')}>
        {!proposalAnswer.isPending && <Text>{t('portal.standPlan.none')}</Text>}
        <StandWishes registrationId={registration.id} />
      </Section>
    );
  }
  return (
    <Section title={t('portal.standPlan.title')}>
      {own ? <StandFactsLine place={own} stand={findOnPlan(plan.data, own)?.stand} strong /> : <Text>{t('portal.standPlan.none')}</Text>}
      {proposal && <ProposalBlock registrationId={registration.id} proposal={proposal} proposedStand={open ? findOnPlan(plan.data, { hall: open.hall, stand: open.stand })?.stand : undefined} />}
      {plan.isError && <Text c="dimmed">{t('portal.standPlan.planFailed')}</Text>}
      {wanted && plan.isPending && <Text c="dimmed">{t('portal.standPlan.loading')}</Text>}
      {views.length > 0 && (
        <Suspense fallback={<Text c="dimmed">{t('portal.standPlan.loading')}</Text>}>
          <StandPlanDrawings views={views} proposedNumber={open?.stand ?? null} />
        </Suspense>
      )}
    </Section>
  );
}

/** "Halle 3, Stand C14, 48,00 m², Eckstand": with area and stand type when the plan holds the stand. */
function StandFactsLine({ place, stand, strong = false }: { place: StandRef; stand: PlanStandSale | undefined; strong?: boolean }) {
  return <Text fw={strong ? 700 : undefined}>{useStandFacts(place, stand)}</Text>;
}

function useStandFacts(place: StandRef, stand: PlanStandSale | undefined): string {
  const { t } = useTranslation();
  const format = useFormat();
  return stand
    ? t('portal.standPlan.factsWithArea', { hall: place.hall, stand: place.stand, area: format.number(stand.areaM2), kind: t(`portal.standPlan.kinds.${stand.kind}`) })
    : t('portal.standPlan.facts', { hall: place.hall, stand: place.stand });
}

interface ProposalBlockProps {
  registrationId: number;
  proposal: Proposal;
  /** The proposed stand on the plan, for its area and type; undefined while the plan loads or when it lacks it. */
  proposedStand: PlanStandSale | undefined;
}

/** The proposal: open, what is proposed until when with accept and object; answered, one line on how. */
function ProposalBlock({ registrationId, proposal, proposedStand }: ProposalBlockProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const names = { stand: proposal.stand, hall: proposal.hall };
  const facts = useStandFacts({ hall: proposal.hall, stand: proposal.stand }, proposedStand);

  if (proposal.answer !== null) {
    const line =
      proposal.answer === 'objected'
        ? t('portal.standPlan.proposal.objected', { ...names, objection: proposal.objection })
        : proposal.answer === 'deemed'
          ? t('portal.standPlan.proposal.deemed', { ...names, date: format.date(proposal.deadline) })
          : t(`portal.standPlan.proposal.${proposal.answer}`, names);
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {line}
      </Text>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} style={{ borderInlineStart: '4px solid var(--mantine-color-brand-6)' }}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('portal.standPlan.proposal.title')}
        </Title>
        <Text fw={700}>{t('portal.standPlan.proposal.open', names)}</Text>
        <Text>{t('portal.standPlan.proposal.proposedFacts', { facts })}</Text>
        <Text>{t('portal.standPlan.proposal.deadline', { date: format.date(proposal.deadline) })}</Text>
        <ProposalActions registrationId={registrationId} proposal={proposal} />
      </Stack>
    </Paper>
  );
}

/** Accept, or object with a reason (required, at most 1000 characters) in a field that opens for it. */
function ProposalActions({ registrationId, proposal }: { registrationId: number; proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useAnswerStandProposal(registrationId, locale);
  const [objecting, setObjecting] = useState(false);
  const [objection, setObjection] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title?: string; text: string } | null>(null);

  const onError = (error: unknown) => {
    const forField = error instanceof ApiError ? error.messageFor('objection') : undefined;
    if (forField) return setFieldError(forField);
    setFailure({ title: error instanceof ApiError && error.status === 409 ? t('portal.standPlan.proposal.notOpen') : undefined, text: failureText(error, t) });
  };
  const accept = () => {
    setFailure(null);
    answer.mutate({ answer: 'accept' }, { onSuccess: () => notifySuccess(t('portal.standPlan.proposal.acceptedNotice', { stand: proposal.stand, hall: proposal.hall })), onError });
  };
  const sendObjection = () => {
    setFailure(null);
    const input = { answer: 'object' as const, objection };
    // Checked by the server's own rule first: the same translated message, without a round trip.
    const local = schemaErrors(proposalAnswerInputSchema, input, langOf(locale)).objection;
    if (local) return setFieldError(local);
    setFieldError(null);
    answer.mutate(input, { onSuccess: () => notifySuccess(t('portal.standPlan.proposal.objectedNotice')), onError });
  };

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={failure.title}>
          {failure.text}
        </Alert>
      )}
      {objecting ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            sendObjection();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('portal.standPlan.proposal.objection')}
              description={t('portal.standPlan.proposal.objectionHint')}
              required
              autosize
              minRows={3}
              maxLength={OBJECTION_MAX}
              value={objection}
              onChange={(event) => {
                setObjection(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              autoFocus
            />
            <Group gap="sm">
              <Button type="submit" loading={answer.isPending}>
                {t('portal.standPlan.proposal.send')}
              </Button>
              <Button variant="default" onClick={() => { setObjecting(false); setFieldError(null); }} disabled={answer.isPending}>
                {t('portal.standPlan.proposal.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group gap="sm">
          <Button onClick={accept} loading={answer.isPending}>
            {t('portal.standPlan.proposal.accept')}
          </Button>
          <Button variant="default" onClick={() => setObjecting(true)} disabled={answer.isPending}>
            {t('portal.standPlan.proposal.object')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { standStepComplete, stepNavigation, type WizardStep } from '@messeportal/domain';
import { Suspense, useEffect, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowSteps } from '../../../ui/flow-steps.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SummaryLayout } from '../../../ui/summary-layout.tsx';
import { preloadable } from '../../../ui/preloadable.tsx';
import { useAfterFirstPaint, whenIdle } from '../../../ui/use-after-first-paint.ts';
import { withLaterTexts } from '../i18n/later-texts.ts';
import { offersHallPlan } from '../model/plan-choice.ts';
import { FairHeader } from './fair-header.tsx';
import { OfferMailAction, OfferMailDialog } from './offer-mail-action.tsx';
import { ChosenStand, StandStep } from './stand-step.tsx';
import { StepButtons } from './step-buttons.tsx';
import { StepHeadingFocus, useStepChanged } from './step-title.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useWizard } from './wizard-context.tsx';
import classes from './wizard.module.css';

// The first visit shows the stand step; the chosen type's size and prices, the other steps, the staff's
// save block and the order's success are fetched after it (see the effect below), so moving on shows the
// next step with the click.
const LATER_STEPS = {
  brands: preloadable(() => withLaterTexts(import('./brands-step.tsx')).then((m) => m.BrandsStep)),
  media: preloadable(() => withLaterTexts(import('./media-step.tsx')).then((m) => m.MediaStep)),
  orderbook: preloadable(() => withLaterTexts(import('./order-book-step.tsx')).then((m) => m.OrderBookStep)),
  preview: preloadable(() => withLaterTexts(import('./preview-step.tsx')).then((m) => m.PreviewStep)),
  company: preloadable(() => withLaterTexts(import('./company-step.tsx')).then((m) => m.CompanyStep)),
  order: preloadable(() => withLaterTexts(import('./order-step.tsx')).then((m) => m.OrderStep)),
};
const StaffSaveBlock = preloadable(() => withLaterTexts(import('./staff-save-block.tsx')).then((m) => m.StaffSaveBlock));
/** What the configuration costs so far, beside the steps or as a bar on a phone (with the summary's rules and queries). */
const SelectionSummary = preloadable(() => withLaterTexts(import('./selection-summary.tsx')).then((m) => m.SelectionSummary));
/** The order step's final action, under the summary's total (with the order step's chunk). */
const OrderPlacement = preloadable(() => withLaterTexts(import('./order-step.tsx')).then((m) => m.OrderPlacement));
/** The steps that review the whole configuration: there the summary shows every total, on a phone too. */
const REVIEW_STEPS: readonly WizardStep[] = ['preview', 'order'];
/** The phone's running total's fixed height, so that other floating things (the scroll-to-top button) keep above it. */
const RUNNING_TOTAL_HEIGHT = '3.5rem';
/** Renews the hold of a stand chosen on the hall plan while the visitor works on any step; only while there is one. */
const StandHoldKeeper = preloadable(() => import('./plan-parts.ts').then((m) => m.loadStandHoldKeeper()));
/** What shows once the order went through (configurator-session.tsx); fetched with the later steps. */
export const OrderSuccess = preloadable(() => withLaterTexts(import('./order-success.tsx')).then((m) => m.OrderSuccess));

const STEP_CONTENT: Record<WizardStep, ComponentType> = { stand: StandStep, ...LATER_STEPS };

/** The steps on which the visitor may mail or save the offer (SPEC §2), from the Flow's header. */
const OFFER_BLOCK_STEPS: readonly WizardStep[] = ['stand', 'brands', 'media', 'orderbook', 'preview'];

/**
 * The configurator wizard: the steps, the active step's content, its buttons and the offer block — the
 * visitor's mail-and-save block, or the back office's save while staff may change the offer.
 */
export function Wizard() {
  const { t } = useTranslation();
  const { event, steps, state, goToStep, editable, mode, user, personalChecked, backOffice } = useWizard();
  const { standPrices, query: standQuery } = useChosenStandPrices();
  // The offer block and the running total (with their chunks and the catalogue they sum) once the step's
  // first paint is done: before it, they would compete with it for the network and the CPU of a slow phone.
  const afterFirstPaint = useAfterFirstPaint();
  useEffect(() => {
    // What choosing a stand type shows: once the first paint is done and the browser is idle.
    const cancelIdle = whenIdle(() => void ChosenStand.preload());
    // The later steps once the visitor starts to work on the page (the first pointer or key), before a step
    // can be done: on a slow phone, fetched and run right after the first paint, they would compete with it.
    const events = ['pointerdown', 'keydown'] as const;
    const stop = () => {
      cancelIdle();
      for (const type of events) window.removeEventListener(type, start, true);
    };
    const start = () => {
      stop();
      void ChosenStand.preload();
      for (const name of steps) if (name !== 'stand') void LATER_STEPS[name].preload();
      void OrderSuccess.preload();
      if (mode === 'test') void OfferMailDialog.preload();
      if (backOffice) void StaffSaveBlock.preload();
    };
    for (const type of events) window.addEventListener(type, start, true);
    return stop;
  }, [steps, backOffice, mode]);
  const step = state.step;
  // After a change of step (not on the page's first step) the new step's heading takes the focus (StepTitle).
  const stepChanged = useStepChanged(step);
  const canProceed =
    step === 'stand'
      ? standStepComplete({ standConfigId: state.configuration.stand.standConfigId, prices: standPrices })
      : step !== 'company' || user !== null || personalChecked;
  const navigation = stepNavigation(steps, step, { editable, canProceed });
  // Why "Weiter" waits (only the stand step holds it disabled): said beside it.
  const blockedReason =
    state.configuration.stand.standConfigId === null
      ? t('configurator.nav.blockedType')
      : standQuery.isFetching
        ? t('configurator.nav.blockedPricing')
        : t('configurator.nav.blockedSize');
  const index = steps.indexOf(step);
  const show = (target: WizardStep | undefined) => {
    if (target) goToStep(target);
  };
  const Content = STEP_CONTENT[step];
  const heldStand = offersHallPlan(mode, event) ? state.configuration.stand.plan : null;
  const subtitle = backOffice
    ? t(`configurator.staff.subtitle.${backOffice.mode}`, { company: backOffice.customerName })
    : t(mode === 'fe_registration' ? 'configurator.registrationSubtitle' : 'configurator.subtitle');

  return (
    // Floating buttons of the steps (back to the top) keep above the running total.
    <div className={classes.stack} style={{ '--sticky-bottom-inset': RUNNING_TOTAL_HEIGHT } as CSSProperties}>
      <FairHeader subtitle={subtitle} action={mode === 'test' && OFFER_BLOCK_STEPS.includes(step) && <OfferMailAction />} />
      <FlowSteps
        label={t('configurator.nav.steps')}
        steps={steps.map((name) => ({ key: name, label: t(`configurator.steps.${name}`) }))}
        active={index}
        // A non-editable offer may not go back (SPEC §4), not even through the step list.
        onStepClick={editable ? (target) => show(steps[target]) : undefined}
      />
      <SummaryLayout
        summary={
          afterFirstPaint && (
            <Suspense fallback={null}>
              <SelectionSummary height={RUNNING_TOTAL_HEIGHT} complete={REVIEW_STEPS.includes(step)}>
                {step === 'order' && <OrderPlacement />}
              </SelectionSummary>
            </Suspense>
          )
        }
      >
        <div className={classes.stack}>
          <StepHeadingFocus key={step} owed={stepChanged}>
            <Suspense fallback={<PageLoader />}>
              <Content />
            </Suspense>
          </StepHeadingFocus>
          <StepButtons
            navigation={navigation}
            blockedReason={blockedReason}
            onBack={() => show(steps[index - 1])}
            onNext={() => show(steps[index + 1])}
          />
          {backOffice && editable && (
            <Suspense fallback={null}>
              <StaffSaveBlock />
            </Suspense>
          )}
          {heldStand && editable && (
            <Suspense fallback={null}>
              <StandHoldKeeper choice={heldStand} />
            </Suspense>
          )}
        </div>
      </SummaryLayout>
    </div>
  );
}

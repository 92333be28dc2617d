import { standStepComplete, stepNavigation, type WizardStep } from '@messeportal/domain';
import { Stack, Stepper, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { OfferMailBlock } from './offer-mail-block.tsx';
import { StandStep } from './stand-step.tsx';
import { StepButtons } from './step-buttons.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useWizard } from './wizard-context.tsx';

// The first visit shows the stand step; the other steps and the staff's save block load when needed.
const BrandsStep = lazy(() => import('./brands-step.tsx').then((m) => ({ default: m.BrandsStep })));
const MediaStep = lazy(() => import('./media-step.tsx').then((m) => ({ default: m.MediaStep })));
const OrderBookStep = lazy(() => import('./order-book-step.tsx').then((m) => ({ default: m.OrderBookStep })));
const PreviewStep = lazy(() => import('./preview-step.tsx').then((m) => ({ default: m.PreviewStep })));
const CompanyStep = lazy(() => import('./company-step.tsx').then((m) => ({ default: m.CompanyStep })));
const OrderStep = lazy(() => import('./order-step.tsx').then((m) => ({ default: m.OrderStep })));
const StaffSaveBlock = lazy(() => import('./staff-save-block.tsx').then((m) => ({ default: m.StaffSaveBlock })));

const STEP_CONTENT: Record<WizardStep, ComponentType> = {
  stand: StandStep,
  brands: BrandsStep,
  media: MediaStep,
  orderbook: OrderBookStep,
  preview: PreviewStep,
  company: CompanyStep,
  order: OrderStep,
};

/** The steps below which the visitor may mail or save the offer (SPEC §2). */
const OFFER_BLOCK_STEPS: readonly WizardStep[] = ['stand', 'brands', 'media', 'orderbook', 'preview'];

/**
 * The configurator wizard: the steps, the active step's content, its buttons and the offer block — the
 * visitor's mail-and-save block, or the back office's save while staff may change the offer.
 */
export function Wizard() {
  const { t } = useTranslation();
  const { event, steps, state, dispatch, editable, mode, user, personalChecked, backOffice } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const step = state.step;
  const canProceed =
    step === 'stand'
      ? standStepComplete({ standConfigId: state.configuration.stand.standConfigId, prices: standPrices })
      : step !== 'company' || user !== null || personalChecked;
  const navigation = stepNavigation(steps, step, { editable, canProceed });
  const index = steps.indexOf(step);
  const show = (target: WizardStep | undefined) => {
    if (!target) return;
    dispatch({ type: 'stepShown', step: target });
    window.scrollTo({ top: 0 });
  };
  const Content = STEP_CONTENT[step];
  const subtitle = backOffice
    ? t(`configurator.staff.subtitle.${backOffice.mode}`, { company: backOffice.customerName })
    : t(mode === 'fe_registration' ? 'configurator.registrationSubtitle' : 'configurator.subtitle');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{event.name}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      <Stepper
        active={index}
        size="sm"
        allowNextStepsSelect={false}
        // A non-editable offer may not go back (SPEC §4), not even through the step list.
        onStepClick={editable ? (target) => show(steps[target]) : undefined}
      >
        {steps.map((name) => (
          <Stepper.Step key={name} label={t(`configurator.steps.${name}`)} />
        ))}
      </Stepper>
      <Suspense fallback={<PageLoader />}>
        <Content />
      </Suspense>
      <StepButtons
        navigation={navigation}
        onBack={() => show(steps[index - 1])}
        onNext={() => show(steps[index + 1])}
      />
      {mode === 'test' && OFFER_BLOCK_STEPS.includes(step) && <OfferMailBlock />}
      {backOffice && editable && (
        <Suspense fallback={null}>
          <StaffSaveBlock />
        </Suspense>
      )}
    </Stack>
  );
}

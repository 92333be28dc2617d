import { Button, Radio, Text } from '@mantine/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { preloadable } from '../../../ui/preloadable.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { withLaterTexts } from '../i18n/later-texts.ts';
import { offersHallPlan } from '../model/plan-choice.ts';
import { StandPictogram } from './stand-pictogram.tsx';
import { useServerError, useWizard } from './wizard-context.tsx';
import classes from './stand-step.module.css';
import { StepTitle } from './step-title.tsx';

/**
 * The size and prices of the chosen type: not part of the first paint, which asks for the type; fetched with
 * the later steps (wizard.tsx), or at once when a draft has a type.
 */
export const ChosenStand = preloadable(() => withLaterTexts(import('./chosen-stand.tsx')).then((m) => m.ChosenStand));

/** The hall plan with its list of stands: fetched, code and data, only once the visitor chooses it (the first visit's budget). */
const StandPlan = preloadable(() => import('./plan-parts.ts').then((m) => m.loadStandPlan()));

/**
 * Stand step (SPEC §2): an orderable stand type, the size in m² and the price table for both; or, on the exhibitor's
 * side, a stand chosen on the hall plan, which brings its type, area and price (issue 31).
 */
export function StandStep() {
  const { t } = useTranslation();
  const { event, state, mode } = useWizard();
  const planError = useServerError('stand');
  const offersPlan = offersHallPlan(mode, event);
  // The plan shows again while a stand of it is held, or when the order found its hold gone (choose again).
  const [onPlan, setOnPlan] = useState(() => offersPlan && (state.configuration.stand.plan !== null || planError !== undefined));

  return (
    <div className={classes.step}>
      <StepTitle>{t('configurator.stand.title')}</StepTitle>
      {event.registrationDescription && <Text>{event.registrationDescription}</Text>}
      {onPlan ? (
        <Suspense fallback={<PageLoader />}>
          <StandPlan onForm={() => setOnPlan(false)} />
        </Suspense>
      ) : (
        <>
          {offersPlan && (
            <Button variant="light" className={classes.toPlan} onClick={() => setOnPlan(true)} onPointerEnter={() => void StandPlan.preload()}>
              {t('configurator.stand.toPlan')}
            </Button>
          )}
          <StandForm />
        </>
      )}
    </div>
  );
}

/** The stand type as cards to choose and, once one is chosen, its size and prices. */
function StandForm() {
  const { t } = useTranslation();
  const { event, state, dispatch } = useWizard();
  const typeOrderError = useServerError('standConfigId');
  const { standConfigId } = state.configuration.stand;
  const standConfigs = event.standConfigs.filter((config) => config.isOrderable);
  const chosen = standConfigs.find((config) => config.id === standConfigId);
  const idPrefix = useId();
  const format = useFormat();

  return (
    <>
      <Radio.Group
        label={t('configurator.stand.type')}
        value={standConfigId === null ? null : String(standConfigId)}
        onChange={(value) => dispatch({ type: 'standConfigChosen', standConfigId: Number(value) })}
        error={typeOrderError}
        withAsterisk
      >
        {/* Each type a card to choose, named by its name, described by its size range and price per m², with a pictogram of its open sides. */}
        <div className={classes.types}>
          {standConfigs.map((config) => (
            <Radio.Card
              key={config.id}
              value={String(config.id)}
              className={classes.type}
              aria-labelledby={`${idPrefix}-${config.id}`}
              aria-describedby={`${idPrefix}-${config.id}-range ${idPrefix}-${config.id}-price`}
            >
              <Radio.Indicator />
              <div className={classes.typeText}>
                <Text fw={600} id={`${idPrefix}-${config.id}`}>
                  {config.name}
                </Text>
                <Text size="sm" c="dimmed" id={`${idPrefix}-${config.id}-range`}>
                  {t('configurator.stand.range', { min: config.qmMin, max: config.qmMax })}
                </Text>
                {config.pricePerQm > 0 && (
                  <Text size="sm" fw={600} id={`${idPrefix}-${config.id}-price`}>
                    {t('configurator.stand.fromPerQm', { price: format.money(config.pricePerQm, event.currency) })}
                  </Text>
                )}
              </div>
              <StandPictogram standType={config.standType} />
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {/* Until a type is chosen, the step's "Weiter" says that it waits for one. */}
      {chosen && (
        <Suspense fallback={null}>
          <ChosenStand config={chosen} />
        </Suspense>
      )}
    </>
  );
}

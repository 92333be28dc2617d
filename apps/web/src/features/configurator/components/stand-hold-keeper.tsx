import { HOLD_MS } from '@messeportal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { holdLeftMs, type PlanChoice } from '../model/plan-choice.ts';
import { usePlanHold } from './use-plan-hold.ts';

/** A hold is renewed at most this often, and only when the visitor did something since the last renewal. */
export const RENEW_AFTER_MS = 5 * 60_000;
/** How often it looks whether a renewal is due (timers of a hidden tab run late anyway). */
const CHECK_MS = 30_000;
const ACTIVITY = ['pointerdown', 'keydown'] as const;

/**
 * Keeps the visitor's stand on the plan held while the configurator is open and the visitor active, whichever step is
 * shown: renewed every 5 minutes of activity (a pointer or a key); when it runs out (the visitor was away) or the
 * server refuses it (taken meanwhile), the choice is cleared and the visitor told. A hold of unknown end (from a saved
 * offer) is renewed at once. Draws nothing.
 */
export function StandHoldKeeper({ choice }: { choice: PlanChoice }) {
  const { t } = useTranslation();
  const hold = usePlanHold();
  const latest = useRef({ hold, choice, t });
  useEffect(() => {
    latest.current = { hold, choice, t };
  });
  const lastActivity = useRef(0);

  const { hallId, stand, until } = choice;
  useEffect(() => {
    const left = holdLeftMs(until, Date.now());
    const renewedAt = left === null ? 0 : Date.now() + left - HOLD_MS;
    const renew = () => {
      // One renewal at a time; a hold that ran out is not taken again behind the visitor's back (the timer below says so).
      if (latest.current.hold.holding || (left !== null && Date.now() >= renewedAt + HOLD_MS)) return;
      latest.current.hold.renew(latest.current.choice);
    };
    if (left === null) renew();
    const due = () => Date.now() - renewedAt >= RENEW_AFTER_MS;
    const onActivity = () => {
      lastActivity.current = Date.now();
      if (due()) renew();
    };
    const check = window.setInterval(() => {
      if (due() && lastActivity.current > renewedAt) renew();
    }, CHECK_MS);
    const expire =
      left === null
        ? undefined
        : window.setTimeout(() => {
            const { hold: current, choice: held, t: translate } = latest.current;
            current.lose(translate('configurator.plan.expired', { stand: held.stand, hall: held.hall }));
          }, left);
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      window.clearInterval(check);
      window.clearTimeout(expire);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [hallId, stand, until]);

  return null;
}

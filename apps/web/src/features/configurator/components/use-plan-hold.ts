import { HOLD_MS, type FieldError } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyWarning } from '../../../ui/notify.tsx';
import { useHoldStand } from '../api/hold-stand.ts';
import { releaseStandHold } from '../api/release-stand-hold.ts';
import { readHoldToken, storeHoldToken } from '../model/hold-token.ts';
import { clientHoldUntil, type PlanChoice } from '../model/plan-choice.ts';
import type { PlanHall, PlanStandSale } from '../model/plan-stands.ts';
import { useWizard } from './wizard-context.tsx';

const withoutStandErrors = (errors: FieldError[]) => errors.filter((error) => error.property !== 'stand');

/**
 * The visitor's hold on a stand of the plan: choosing a stand holds it (and gives up the one held before), renewing
 * keeps it, losing it (run out, or taken meanwhile) clears the stand type and size it brought and says why at the
 * stand step; giving it up releases it on the server. The token is the tab's, per event (hold-token.ts).
 */
export function usePlanHold() {
  const { t } = useTranslation();
  const { event, state, dispatch, serverErrors, setServerErrors } = useWizard();
  const hold = useHoldStand(event.id, useLocale());
  const current = state.configuration.stand.plan;
  const token = () => current?.holdToken || readHoldToken(event.id);

  /** Holds the stand; resolves with the server's refusal (translated, naming the stand) or null when it is the visitor's. */
  const choose = async (hall: PlanHall, stand: PlanStandSale): Promise<string | null> => {
    const sentAt = Date.now();
    try {
      const answer = await hold.mutateAsync({ hallId: hall.id, stand: stand.number, token: token() || undefined });
      storeHoldToken(event.id, answer.token);
      const choice: PlanChoice = { hallId: answer.hallId, hall: hall.name, stand: answer.stand, holdToken: answer.token, until: clientHoldUntil(answer.until, sentAt, HOLD_MS) };
      // The plan's stand type and area; the area as the server writes numbers ('47.5'), which the price call reads.
      dispatch({ type: 'planStandChosen', choice, standConfigId: stand.standConfigId!, qm: String(stand.areaM2) });
      setServerErrors(withoutStandErrors(serverErrors));
      return null;
    } catch (error) {
      return (error instanceof ApiError && error.messageFor('stand')) || failureText(error, t);
    }
  };

  /** The hold lost: the stand, its type and size cleared, and the reason said at the stand step and in a notice. */
  const lose = (message: string) => {
    dispatch({ type: 'planStandCleared' });
    setServerErrors([...withoutStandErrors(serverErrors), { property: 'stand', message }]);
    notifyWarning(message);
  };

  /** Renews the hold of `choice`; a refusal (taken, or ended meanwhile) loses it, a network failure waits for the next try. */
  const renew = (choice: PlanChoice) => {
    const sentAt = Date.now();
    hold.mutate(
      { hallId: choice.hallId, stand: choice.stand, token: choice.holdToken },
      {
        onSuccess: (answer) => dispatch({ type: 'planHoldRenewed', stand: answer.stand, until: clientHoldUntil(answer.until, sentAt, HOLD_MS) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) lose(error.messageFor('stand') ?? failureText(error, t));
        },
      },
    );
  };

  /** The visitor gives the stand up (no stand from the plan, or back to the form). */
  const release = () => {
    if (!current) return;
    void releaseStandHold(event.id, current.holdToken);
    dispatch({ type: 'planStandCleared' });
    setServerErrors(withoutStandErrors(serverErrors));
  };

  return { choose, renew, lose, release, holding: hold.isPending };
}

import { checkPlan, deriveStands, type DerivedStand, type HallGeometry, type PlanProblem } from '@messeportal/domain';
import { useEffect, useRef, useState } from 'react';
import type { PlanCheckAnswer } from './plan-check.worker.ts';

/** How long the check waits for a pause in the editing: a drag or a run of arrow keys is checked once. */
export const CHECK_DELAY_MS = 120;

interface Checked {
  hall: HallGeometry | null;
  problems: PlanProblem[];
  stands: DerivedStand[];
}

/**
 * The plan's problems and what each stand is (area, open sides, kind), checked again shortly after each edit in a
 * worker beside the page (on a hall of 2,000 stands a check takes a few hundred milliseconds), so the drawing stays
 * responsive; without workers (tests) the check runs here. `current` is false while the answer is of an earlier state
 * of the plan; `ready` once the first answer has come.
 */
export function usePlanCheck(hall: HallGeometry): { problems: PlanProblem[]; stands: DerivedStand[]; current: boolean; ready: boolean } {
  const [checked, setChecked] = useState<Checked>({ hall: null, problems: [], stands: [] });
  const worker = useRef<Worker | null>(null);
  const sent = useRef(new Map<number, HallGeometry>());
  const next = useRef(0);

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const started = new Worker(new URL('./plan-check.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<PlanCheckAnswer>) => {
      const { id, problems, stands } = event.data;
      const checkedHall = sent.current.get(id);
      // Answers come in order: every one before this is of an older plan.
      for (const key of sent.current.keys()) if (key <= id) sent.current.delete(key);
      if (checkedHall) setChecked({ hall: checkedHall, problems, stands });
    };
    worker.current = started;
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (checked.hall === hall) return;
    // The first check at once; later ones after a pause in the editing.
    const timer = setTimeout(
      () => {
        if (!worker.current) {
          setChecked({ hall, problems: checkPlan(hall), stands: deriveStands(hall) });
          return;
        }
        const id = ++next.current;
        sent.current.set(id, hall);
        worker.current.postMessage({ id, hall });
      },
      checked.hall === null ? 0 : CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [hall, checked.hall]);

  return { problems: checked.problems, stands: checked.stands, current: checked.hall === hall, ready: checked.hall !== null };
}

import type { WizardStep } from '@messeportal/domain';
import { Title } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** Asks whether the step's heading is to take the focus; true at most once per step shown (see StepHeadingFocus). */
const HeadingFocusContext = createContext<() => boolean>(() => false);

/**
 * Whether the wizard has shown another step than the one the page opened on: from then on every step shown
 * was reached by a change of step (next, back, skip, the step list, a link to a step).
 */
export function useStepChanged(step: WizardStep): boolean {
  const [first] = useState(step);
  const [changed, setChanged] = useState(false);
  // Kept from the first change on: going back to the first step is a change too.
  if (!changed && step !== first) setChanged(true);
  return changed || step !== first;
}

/**
 * Around the content of one step, keyed by the step: when `owed`, the step's heading (StepTitle) takes the
 * focus once it is on screen (after the step's code and data arrived), so that a screen reader says where the
 * user now is. Once only: a heading shown anew within the same step (the company step after a login) leaves
 * the focus where it is. A step that moves the focus itself (to a service named in a list) does so after its
 * heading, as a component's effects run after those of its children.
 */
export function StepHeadingFocus({ owed, children }: { owed: boolean; children: ReactNode }) {
  const pending = useRef(owed);
  const take = useCallback(() => {
    const taken = pending.current;
    pending.current = false;
    return taken;
  }, []);
  return <HeadingFocusContext.Provider value={take}>{children}</HeadingFocusContext.Provider>;
}

/** The main heading of a wizard step (h2): focusable by script only, it takes the focus after a change of step. */
export function StepTitle({ children }: { children: ReactNode }) {
  const take = useContext(HeadingFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (take()) ref.current?.focus();
  }, [take]);
  return (
    <Title order={2} tabIndex={-1} ref={ref}>
      {children}
    </Title>
  );
}

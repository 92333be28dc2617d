import classes from './flow-steps.module.css';

export interface FlowStep {
  key: string;
  label: string;
}

interface FlowStepsProps {
  /** What the list is, for screen readers ("Schritte der Bestellung"). */
  label: string;
  steps: readonly FlowStep[];
  /** The index of the step shown. */
  active: number;
  /** A step before the active one was chosen; without it the steps are not buttons (an offer that may not go back). */
  onStepClick?: (index: number) => void;
}

/**
 * The steps of a Flow (ui/flow-*.tsx): a numbered list, the done ones ticked and, while the flow may go back,
 * buttons to return to them. Wide, every step shows its name; on a phone the active step's name stays beside
 * its number (the others' names are kept for screen readers), so the reader always sees where they are.
 * Plain elements and one stylesheet: the configurator's first visit shows it.
 */
export function FlowSteps({ label, steps, active, onStepClick }: FlowStepsProps) {
  return (
    <nav aria-label={label}>
      <ol className={classes.steps}>
        {steps.map((step, index) => {
          const state = index < active ? 'done' : index === active ? 'active' : 'todo';
          const content = (
            <>
              <span className={classes.mark} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={classes.label}>{step.label}</span>
            </>
          );
          return (
            <li key={step.key} className={classes.step} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
              {state === 'done' && onStepClick ? (
                <button type="button" className={classes.target} onClick={() => onStepClick(index)}>
                  {content}
                </button>
              ) : (
                <span className={classes.target}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

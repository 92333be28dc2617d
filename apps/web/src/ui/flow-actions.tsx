import { Button, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './flow-actions.module.css';

interface FlowActionsProps {
  /** The way back to the previous step ("Zurück"), if there is one. */
  back?: { label: string; onClick: () => void };
  /** A quieter way on beside the primary action (e.g. "Überspringen"). */
  secondary?: { label: string; onClick: () => void };
  /** The step's one primary action ("Weiter"). */
  primary?: { label: string; onClick: () => void; loading?: boolean };
  /**
   * Why the primary action cannot be taken yet: it is then disabled, and the reason stands next to it (and
   * describes it for screen readers). A disabled primary never comes without its reason.
   */
  blockedReason?: ReactNode;
}

/**
 * The actions of a Flow step (ui/flow-*.tsx): back on the left as a secondary button, the primary on the
 * right with a quieter alternative before it. On a phone the primary fills the width on top and back is a
 * link-style action above it, so the thumb finds the way on first.
 */
export function FlowActions({ back, secondary, primary, blockedReason }: FlowActionsProps) {
  const reasonId = useId();
  if (!back && !secondary && !primary) return null;
  const blocked = primary !== undefined && blockedReason !== undefined && blockedReason !== null && blockedReason !== false;
  return (
    <div className={classes.actions}>
      <div className={classes.back}>
        {back && (
          <Button variant="default" className={classes.backButton} onClick={back.onClick}>
            <span aria-hidden="true" className={classes.backArrow}>
              ←
            </span>
            {back.label}
          </Button>
        )}
      </div>
      <div className={classes.forward}>
        {blocked && (
          <Text size="sm" c="dimmed" id={reasonId} className={classes.reason}>
            {blockedReason}
          </Text>
        )}
        {secondary && (
          <Button variant="subtle" className={classes.secondary} onClick={secondary.onClick}>
            {secondary.label}
          </Button>
        )}
        {primary && (
          <Button className={classes.primary} onClick={primary.onClick} loading={primary.loading} disabled={blocked} aria-describedby={blocked ? reasonId : undefined}>
            {primary.label}
          </Button>
        )}
      </div>
    </div>
  );
}

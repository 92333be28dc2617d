import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ReasonDialogProps {
  title: string;
  /** The name of the dialog's close button (the same words as the cancel button). */
  closeLabel?: string;
  /** What the action does, above the reason. */
  intro?: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  maxLength: number;
  /** Shown under the reason when it is left empty. */
  missingMessage: string;
  /** More choices of the action, below the reason (e.g. cancelling the invoices too). */
  children?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** Sends the trimmed reason; a failure's text goes to `fail`, shown under the reason. */
  onSubmit: (reason: string, fail: (message: string) => void) => void;
  onClose: () => void;
}

/**
 * A destructive action that asks for its reason first (cancelling an invoice or a registration, refusing a
 * request): the reason is required, its error stands under it, the red action beside "back".
 */
export function ReasonDialog({ title, closeLabel, intro, reasonLabel, reasonHint, maxLength, missingMessage, children, submitLabel, cancelLabel, pending, onSubmit, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) setError(missingMessage);
          else onSubmit(reason.trim(), setError);
        }}
      >
        <Stack gap="sm">
          {intro && <Text size="sm">{intro}</Text>}
          <Textarea
            label={reasonLabel}
            description={reasonHint}
            value={reason}
            error={error}
            required
            autosize
            minRows={2}
            maxLength={maxLength}
            data-autofocus
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {children}
          <Group gap="sm">
            <Button type="submit" color="red" loading={pending}>
              {submitLabel}
            </Button>
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

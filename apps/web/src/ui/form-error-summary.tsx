import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from './i18n/ui-texts.ts';
import { fieldLabel, fieldNode, focusField } from './form-field-dom.ts';
import { TONE_COLORS } from './tones.ts';

/** A form's messages by field, as Mantine's `form.errors` holds them; '' is a message of no field. */
export type FormErrorMessages = Record<string, ReactNode>;

interface Entry {
  field: string;
  label: string;
  /** The field is on the page (drawn with `getInputProps`): the entry links to it. */
  linked: boolean;
}

/**
 * GOV.UK's error summary: after a failed save "Bitte korrigieren Sie 2 Angaben" on top of the form, taking the
 * focus (`attempt` counts the failed saves), with one link per field that says how to fix it and moves the
 * focus to the field; a message of no field (the server refused for another reason) is its first line.
 */
export function FormErrorSummary({ errors, attempt }: { errors: FormErrorMessages; attempt: number }) {
  useUiTexts();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Its own id: a page with two forms (information and confirmations) may show two summaries.
  const titleId = useId();
  const fields = Object.keys(errors).filter((field) => field !== '' && errors[field]);
  const general = errors[''];
  // The labels are the page's own, so the summary names what the reader sees: the fields are drawn before a
  // save can fail, and a label does not change while the summary is shown.
  // In the order the fields stand on the page, top to bottom.
  const entries: Entry[] = fields.map((field) => ({ field, label: fieldLabel(field), linked: fieldNode(field) !== null })).sort((a, b) => pageOrder(a.field, b.field));

  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);

  if (fields.length === 0 && !general) return null;
  return (
    <Paper
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      withBorder
      p="md"
      style={{ borderColor: `var(--mantine-color-${TONE_COLORS.danger}-8)`, borderWidth: 2, scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {fields.length > 0 ? t('ui.form.summaryTitle', { count: fields.length }) : t('ui.form.notSaved')}
        </Title>
        {general && <Text size="sm">{general}</Text>}
        {entries.length > 0 && (
          <List size="sm" spacing={4}>
            {entries.map(({ field, label, linked }) => {
              const message = String(errors[field]);
              const text = withFieldName(label, message);
              return (
                <List.Item key={field}>
                  {linked ? (
                    <Anchor component="button" type="button" inherit c={`${TONE_COLORS.danger}.9`} underline="always" ta="start" onClick={() => focusField(field)}>
                      {text}
                    </Anchor>
                  ) : (
                    text
                  )}
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A message that names its field ("Füllen Sie „Ort“ aus.") stands alone, and so does the message of a field
 * whose label is a sentence (a consent's checkbox); another gets the field's name first: "IBAN: …".
 */
function withFieldName(label: string, message: string): string {
  if (!label || message.includes(label) || label.length > 40 || /[.!?]$/.test(label)) return message;
  return `${label}: ${message}`;
}

/** Sorts fields as they stand on the page; those the page does not draw with `getInputProps` go last. */
function pageOrder(a: string, b: string): number {
  const first = fieldNode(a);
  const second = fieldNode(b);
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormErrorSummary, type FormErrorMessages } from './form-error-summary.tsx';
import classes from './form-layout.module.css';

interface FormLayoutProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's errors by field (Mantine's `form.errors`); '' holds a message of no field. */
  errors: FormErrorMessages;
  /** Counts failed saves (`useErrorSummary`): each one moves the focus to the error summary. */
  attempt: number;
  /** The `FormSaveBar`, last. */
  saveBar?: ReactNode;
  children: ReactNode;
}

/**
 * The Form template: the error summary on top after a failed save, the form's `FormSection`s (annotation left,
 * at most 720 px of fields right), and the save bar at the bottom right, sticky while a long form scrolls.
 */
export function FormLayout({ onSubmit, errors, attempt, saveBar, children }: FormLayoutProps) {
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <Stack gap="lg">
        <FormErrorSummary errors={errors} attempt={attempt} />
        {children}
        {saveBar}
      </Stack>
    </form>
  );
}

/**
 * Sections in the Form template's widths outside a form (beside one on the same page, e.g. the own sessions under
 * the password form), so that they line up with its sections and end where its fields end.
 */
export function FormWidth({ children }: { children: ReactNode }) {
  return (
    <div className={classes.form}>
      <Stack gap="lg">{children}</Stack>
    </div>
  );
}

interface FormSectionProps {
  title: ReactNode;
  /** What the section is for or what happens with its entries; beside the title. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A part of a form as Polaris' annotated layout: its title and description on the left where the form is 60 rem
 * wide (above on a phone or in a dialog), its fields one below the other in a bordered card of at most 720 px.
 */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <div>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt="xs">
            {description}
          </Text>
        )}
      </div>
      <Paper withBorder p="md" className={classes.fields}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </section>
  );
}

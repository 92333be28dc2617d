import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormSection } from '../form-layout.tsx';

interface FieldGroupProps {
  /** On a page of the Form template: a `FormSection` with this title and description beside the fields. */
  section?: { title: string; description?: string };
  children: ReactNode;
}

/** A group of the company data's fields: a `FormSection` on a form page, a plain bordered card in a dialog. */
export function FieldGroup({ section, children }: FieldGroupProps) {
  if (section) {
    return (
      <FormSection title={section.title} description={section.description}>
        {children}
      </FormSection>
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

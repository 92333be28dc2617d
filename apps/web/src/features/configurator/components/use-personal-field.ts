import type { ChangeEvent } from 'react';
import type { PersonalDraft, PersonalTextSection } from '../model/personal.ts';
import { useWizard } from './wizard-context.tsx';

/** The text fields of a section of the personal block. */
export type TextField<S extends PersonalTextSection> = {
  [K in keyof PersonalDraft[S]]: PersonalDraft[S][K] extends string ? K : never;
}[keyof PersonalDraft[S]] &
  string;

/**
 * Binds text inputs of the company form to the configuration: the value, a change that is kept at once
 * (and needs a new server check), and the server's error for the field.
 */
export function usePersonalField() {
  const { state, dispatch, serverErrors, setPersonalChecked } = useWizard();
  return <S extends PersonalTextSection>(section: S, field: TextField<S>) => ({
    value: String(state.configuration.personal[section][field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      dispatch({ type: 'personalTextChanged', section, field, value: event.currentTarget.value });
      setPersonalChecked(false);
    },
    error: serverErrors.find((error) => error.property === `personal.${section}.${field}`)?.message,
  });
}

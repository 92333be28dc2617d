import type { CompanyDocument } from './amount-due.ts';
import { isOpenInvoice } from './amount-due.ts';
import type { RegistrationWithEvent } from './dashboard.ts';

/** The steps of a registration from its order to its paid invoice; those the fair does not ask for are left out. */
export type ProgressStepKind = 'registered' | 'confirmed' | 'services' | 'confirmations' | 'media' | 'paid';

export interface ProgressStep {
  kind: ProgressStepKind;
  done: boolean;
}

/**
 * Where a registration stands: registered (always), its e-mail confirmation, services booked and the booklet's
 * mandatory confirmations given (where the fair has a booklet or asks for them), advertising media ordered (where
 * it sells them), and its invoices paid (once one is issued and none is left open). Without the documents (still
 * loading) the last step is not done.
 */
export function registrationProgress({ registration, event }: RegistrationWithEvent, documents: readonly CompanyDocument[] | undefined): ProgressStep[] {
  const invoices = (documents ?? []).filter((document) => document.registrationId === registration.id && document.payment !== null);
  const steps: ProgressStep[] = [
    { kind: 'registered', done: true },
    { kind: 'confirmed', done: registration.isConfirmed },
  ];
  if (event.isTechVisible) steps.push({ kind: 'services', done: registration.servicesBooked > 0 });
  if (registration.confirmationsRequired > 0) steps.push({ kind: 'confirmations', done: registration.confirmationsOpen === 0 });
  if (event.isMediaVisible) steps.push({ kind: 'media', done: registration.mediaOrdered > 0 });
  steps.push({ kind: 'paid', done: invoices.length > 0 && !invoices.some(isOpenInvoice) });
  return steps;
}

import type { CompanyDocument } from './amount-due.ts';
import { isOpenInvoice } from './amount-due.ts';
import { endOf, isLive } from '@messeportal/domain';
import { openTasks, type OpenTask, type RegistrationWithEvent } from './dashboard.ts';

/** The one thing the exhibitor's home puts first. */
export type NextAction =
  /** A registration whose e-mail confirmation (double opt-in) is missing: nothing else counts before it. */
  | { kind: 'confirmRegistration'; registrationId: number; eventName: string }
  /** A task not yet started (nothing ordered, booked or confirmed), with its deadline. */
  | { kind: 'task'; task: OpenTask }
  /** An invoice with an amount left to pay, due (or overdue) on its date. */
  | { kind: 'payInvoice'; invoice: CompanyDocument; eventName: string; due: string; overdue: boolean };

/**
 * The most urgent thing to do: a missing e-mail confirmation first, then whatever is due soonest — a task not yet
 * started before its deadline, an open invoice by its due date (an overdue one has the earliest). Null when
 * nothing is left to do. Invoices count once the documents are there.
 */
export function nextAction(entries: readonly RegistrationWithEvent[], documents: readonly CompanyDocument[] | undefined, now: Date): NextAction | null {
  const unconfirmed = entries.find((entry) => isLive(entry) && !entry.registration.isConfirmed);
  if (unconfirmed) return { kind: 'confirmRegistration', registrationId: unconfirmed.registration.id, eventName: unconfirmed.event.name };

  const dated: { date: string; action: NextAction }[] = openTasks(entries, now)
    .filter((task) => task.done === 0)
    .map((task) => ({ date: task.deadline, action: { kind: 'task', task } }));
  for (const invoice of (documents ?? []).filter(isOpenInvoice)) {
    const due = invoice.dueDate ?? invoice.date;
    dated.push({ date: due, action: { kind: 'payInvoice', invoice, eventName: invoice.eventName, due, overdue: invoice.payment!.state === 'overdue' } });
  }
  dated.sort((a, b) => endOf(a.date).getTime() - endOf(b.date).getTime());
  return dated[0]?.action ?? null;
}

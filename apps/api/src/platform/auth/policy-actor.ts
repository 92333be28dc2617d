import type { PolicyActor } from '@messeportal/domain';
import type { Caller } from './plugin.ts';

/** The caller of a request as the domain's policies see it (registration, offer, document, company data). */
export function policyActor(caller: Caller | null, isMainContact?: boolean): PolicyActor {
  if (!caller) return null;
  if (caller.kind === 'staff') return { kind: 'staff', role: caller.role };
  return { kind: 'exhibitor', companyId: caller.companyId, contactId: caller.contactId, isMainContact };
}

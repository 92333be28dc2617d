import { langFromLocale, type CredentialMatchReason, type CredentialRequest, type CredentialRequestMatch } from '@messeportal/domain';
import type { MatchRow, RequestRow } from './repo.ts';

export const presentRequest = (row: RequestRow): CredentialRequest => ({
  id: row.id,
  company: row.company,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  lang: langFromLocale(row.lang),
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
  doneBy: row.doneBy,
  answeredContact:
    row.answeredContactId === null
      ? null
      : {
          id: row.answeredContactId,
          name: `${row.answeredFirstName ?? ''} ${row.answeredName ?? ''}`.trim(),
          email: row.answeredEmail ?? '',
          companyName: row.answeredCompany ?? '',
        },
});

export function presentMatch({ byEmail, byDomain, byCompany, byName, ...contact }: MatchRow): CredentialRequestMatch {
  const reasons: CredentialMatchReason[] = [];
  if (byEmail) reasons.push('email');
  if (byCompany) reasons.push('company');
  if (byName) reasons.push('name');
  if (byDomain) reasons.push('domain');
  return { ...contact, reasons };
}

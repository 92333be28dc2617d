// Logged-in exhibitors for the order bench, written straight into the bench database: a company registers
// only once per event, so every measured order needs a company of its own, with its main contact and a live
// session (as auth/repo.ts insertSession stores it: the token's SHA-256, kind 'exhibitor', contact, company).
import { randomBytes } from 'node:crypto';
import type { Db } from '../apps/api/src/platform/db/client.ts';
import { companies, contacts, sessions } from '../apps/api/src/platform/db/schema.ts';
import { hashToken, newToken } from '../apps/api/src/platform/auth/token.ts';

/** Rows per INSERT statement, far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;

/** Creates `count` companies, each with a main contact and a session; answers the bearer tokens. */
export async function createExhibitors(db: Db, count: number): Promise<string[]> {
  const run = randomBytes(4).toString('hex');
  const tokens: string[] = [];
  for (let start = 0; start < count; start += CHUNK) {
    const names = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => `Bench ${run} ${start + i}`);
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(companies)
        .values(names.map((name, i) => ({ name, email: `firma.${run}.${start + i}@bench.example` })))
        .returning({ id: companies.id, name: companies.name });
      const companyIds = new Map(made.map((row) => [row.name, row.id]));
      const people = await tx
        .insert(contacts)
        .values(
          names.map((name, i) => ({
            companyId: companyIds.get(name)!,
            isMainContact: true,
            gender: 3,
            firstName: 'Bench',
            name,
            email: `bench.${run}.${start + i}@bench.example`,
            lang: 'de',
          })),
        )
        .returning({ id: contacts.id, companyId: contacts.companyId });
      const expiresAt = new Date(Date.now() + 12 * 3_600_000);
      const batch = people.map((person) => ({ token: newToken(), ...person }));
      const rows = batch.map(({ token, id, companyId }) => ({ tokenHash: hashToken(token), contactId: id, companyId, expiresAt }));
      await tx.insert(sessions).values(rows.map((row) => ({ ...row, kind: 'exhibitor' as const })));
      tokens.push(...batch.map((entry) => entry.token));
    });
  }
  return tokens;
}

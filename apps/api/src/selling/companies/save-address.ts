import { normaliseUstid, type AddressData, type PolicyActor } from '@messeportal/domain';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { clearFlagOnOthers, countAddresses, findAddressRow, hasMainAddress, insertAddress, updateAddress, type AddressRow } from './address-repo.ts';
import { lockCompany, ownAddress } from './company-data-policy.ts';

/** Addresses a company may keep (decision; the spec names no limit). */
export const MAX_ADDRESSES = 50;

/**
 * Saves an address of the company, for the exhibitor in the portal and for staff in the back office; id 0
 * creates one. Exactly one address is the main address: marking one moves the flag, and the main address cannot
 * give it up (another must take it). At most one address receives the invoices: marking one moves the flag; with
 * none marked, invoices go to the main address. The first address of a company without a main address becomes
 * the main address. The actor must be allowed to change the row (companyDataPolicy), and the row must be the
 * company's: anything else is the same 404. Answers the saved address's id and the row before (none when new).
 */
export async function writeAddress(tx: Tx, actor: PolicyActor, companyId: number, input: AddressData): Promise<{ id: number; before: AddressRow | undefined }> {
  const { id, ...fields } = input;
  await lockCompany(tx, companyId);
  const existing = id > 0 ? await ownAddress(tx, actor, id) : undefined;
  if (existing && existing.companyId !== companyId) throw notFound();
  const before = existing && (await findAddressRow(tx, companyId, existing.id));
  if (existing?.isMain && !input.isMain) throw new AppError(400, 'addressMainRequired', { property: 'isMain' });
  if (!existing && (await countAddresses(tx, companyId)) >= MAX_ADDRESSES) {
    throw new AppError(400, 'addressLimit', { property: 'id', params: { max: MAX_ADDRESSES } });
  }
  const isMain = input.isMain || (!existing && !(await hasMainAddress(tx, companyId)));
  const values = { ...fields, email: fields.email.toLowerCase(), ustid: fields.ustid ? normaliseUstid(fields.ustid) : '', isMain };
  const savedId = existing ? existing.id : await insertAddress(tx, { ...values, companyId });
  if (existing) await updateAddress(tx, companyId, existing.id, values);
  if (isMain) await clearFlagOnOthers(tx, companyId, savedId, 'isMain');
  if (input.isInvoice) await clearFlagOnOthers(tx, companyId, savedId, 'isInvoice');
  return { id: savedId, before };
}

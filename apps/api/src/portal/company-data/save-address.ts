import type { ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import { normaliseUstid, type AddressData } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import {
  clearFlagOnOthers,
  countAddresses,
  deleteAddress,
  findAddressRow,
  hasMainAddress,
  insertAddress,
  updateAddress,
} from '../../selling/companies/address-repo.ts';
import { lockCompany, ownAddress } from '../../selling/companies/company-data-policy.ts';

/** Addresses a company may keep (decision; the spec names no limit). */
export const MAX_ADDRESSES = 50;

/**
 * Saves an address of the caller's company; id 0 creates one. Exactly one address is the main address:
 * marking one moves the flag, and the main address cannot give it up (another must take it). At most one
 * address receives the invoices: marking one moves the flag; with none marked, invoices go to the main address.
 * The first address of a company without a main address becomes the main address.
 */
export async function saveAddress(db: Db, caller: ExhibitorCaller, input: AddressData) {
  const { companyId } = caller;
  const { id, ...fields } = input;
  const savedId = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const existing = id > 0 ? await ownAddress(tx, policyActor(caller), id) : undefined;
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
    return savedId;
  });
  const address = await findAddressRow(db, companyId, savedId);
  if (!address) throw notFound();
  return address;
}

/** Deletes an address of the caller's company; the main address stays. */
export async function removeAddress(db: Db, caller: ExhibitorCaller, id: number) {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const address = await ownAddress(tx, policyActor(caller), id);
    if (address.isMain) throw new AppError(409, 'addressMainNotDeletable', { property: 'id' });
    await deleteAddress(tx, companyId, address.id);
  });
}

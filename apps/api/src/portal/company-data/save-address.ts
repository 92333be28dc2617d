import type { ExhibitorCaller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import type { AddressData } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { deleteAddress, findAddressRow } from '../../selling/companies/address-repo.ts';
import { lockCompany, ownAddress } from '../../selling/companies/company-data-policy.ts';
import { writeAddress } from '../../selling/companies/save-address.ts';

/** Saves an address of the caller's company (writeAddress's rules) and answers it as stored. */
export async function saveAddress(db: Db, caller: ExhibitorCaller, input: AddressData) {
  const { companyId } = caller;
  const { id } = await db.transaction((tx) => writeAddress(tx, policyActor(caller), companyId, input));
  const address = await findAddressRow(db, companyId, id);
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

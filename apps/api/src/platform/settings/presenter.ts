import type { OrganiserSettings } from '@messeportal/domain';
import type { OrganiserRow } from './repo.ts';

/** The settings as the back office edits them: the VAT rate in per cent, the logo with its address. */
export function presentSettings({ id: _id, defaultVatRate, updatedAt, dunningLevels, baseRates, ...row }: OrganiserRow): OrganiserSettings {
  return {
    ...row,
    defaultVatRate: defaultVatRate / 100,
    dunningLevels: dunningLevels.map(({ feeCents, ...level }) => ({ ...level, fee: feeCents / 100 })),
    baseRates: baseRates.map(({ since, rateBp }) => ({ since, rate: rateBp / 100 })),
    logoUri: row.logoFileId === null ? null : `/pub/file/${row.logoFileId}`,
    updatedAt: updatedAt.toISOString(),
  };
}

/** The size of a saved configuration at a glance: stand size and how many media and services it orders. */
export interface ConfigurationOverview {
  /** m² as entered; null without a stand. */
  qm: number | null;
  mediaCount: number;
  serviceCount: number;
}

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Lines with an amount above 0: a line kept at 0 orders nothing. */
const orderedLines = (lines: unknown): number =>
  Array.isArray(lines) ? lines.filter((line) => Number(record(line).amount) > 0).length : 0;

/** Reads the offer's stored configuration defensively: an old or unfinished one may lack any part. */
export function configurationOverview(data: unknown): ConfigurationOverview {
  const configuration = record(data);
  const stand = record(configuration.stand);
  const qm = stand.standConfigId ? Number(String(stand.qm ?? '').replace(',', '.')) : Number.NaN;
  return {
    qm: Number.isFinite(qm) && qm > 0 ? qm : null,
    mediaCount: orderedLines(configuration.medias),
    serviceCount: orderedLines(configuration.orderBooks),
  };
}

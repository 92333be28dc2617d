import { centsToAmount, checkStandSize, standPositions, sumLines, type Lang, type SpecialStandPrice } from '@messeportal/domain';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { unitLabel } from '../../catalogue/reading/presenter.ts';

/**
 * The stand positions of an orderable stand config for a size, from the cached catalogue (no query); a stand of the
 * plan at the price staff agreed for it (`special`). A size outside the config's range is a 400 on `qm` with
 * 'min. {min} m², max. {max} m²'.
 */
export function calculateStand(
  entry: CatalogEvent | undefined,
  standConfigId: number,
  qm: number | string | null | undefined,
  lang: Lang,
  special: SpecialStandPrice | null = null,
) {
  if (!entry) throw notFound('eventNotFound', 'eventId');
  const config = entry.standConfigs.find((c) => c.id === standConfigId);
  if (!config?.isOrderable) throw new AppError(404, 'standConfigNotOrderable', { property: 'standConfigId' });
  const size = checkStandSize(qm, config);
  if (!size.ok) throw new AppError(400, 'standSizeOutOfRange', { property: 'qm', params: { min: size.min, max: size.max } });
  const lines = standPositions(config.priceRules, size.qm, lang, special);
  return {
    qm: size.qm,
    lines,
    standPrices: lines.map((line) => ({
      description: line.description,
      amount: line.amount,
      unit: unitLabel(line.unit, lang, line.amount),
      priceSingle: centsToAmount(line.priceSingle),
      sum: centsToAmount(line.sum),
    })),
    total: centsToAmount(sumLines(lines)),
  };
}

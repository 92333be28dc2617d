import type { StandCalculation, StandCalculationRequest } from '@messeportal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { configuratorKeys } from './keys.ts';

/** A stand picked on the hall plan: the server prices it as the plan sells it (its type, size and any agreed price). */
type PlanStandRef = { hallId: number; stand: string } | null;

/** `POST /pub/calculate_configurator`; an empty size is sent as none, which the server prices at the minimum. */
export const calculateStand = (eventId: number, standConfigId: number, qm: string, plan: PlanStandRef, locale: Locale, signal?: AbortSignal) =>
  apiRequest<StandCalculation>('/pub/calculate_configurator', {
    body: { eventId, standConfigId, qm: qm.trim() === '' ? null : qm.trim(), plan } satisfies StandCalculationRequest,
    locale,
    signal,
  });

export const standPricesQueryOptions = (eventId: number, standConfigId: number, qm: string, plan: PlanStandRef, locale: Locale) =>
  queryOptions({
    queryKey: configuratorKeys.standPrices(eventId, standConfigId, qm.trim(), plan && `${plan.hallId}/${plan.stand}`, locale),
    queryFn: ({ signal }) => calculateStand(eventId, standConfigId, qm, plan, locale, signal),
    // The table stays while the next size is priced; a size out of range clears it (an error has no data).
    placeholderData: keepPreviousData,
  });

/** The stand positions for the chosen type and the (already debounced) size, or the plan's stand; nothing until a type is chosen. */
export function useStandPrices(eventId: number, standConfigId: number | null, qm: string, plan: PlanStandRef, locale: Locale) {
  return useQuery({
    ...standPricesQueryOptions(eventId, standConfigId ?? 0, qm, plan, locale),
    enabled: standConfigId !== null,
  });
}

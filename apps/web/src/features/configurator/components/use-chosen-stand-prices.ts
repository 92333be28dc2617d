import { useDebouncedValue } from '@mantine/hooks';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useStandPrices } from '../api/calculate-stand.ts';
import { useWizard } from './wizard-context.tsx';

/** SPEC §9: the stand size is priced 400 ms after the last keystroke. */
export const STAND_SIZE_DEBOUNCE_MS = 400;

/** No prices, one array for every render (the summary is memoised on it). */
const NO_PRICES: never[] = [];

/**
 * The stand positions of the configuration's stand type and size, priced by the server once typing has
 * paused. Every step that shows or needs the stand prices reads them here, so they share one request.
 */
export function useChosenStandPrices() {
  const { event, state } = useWizard();
  const [qm] = useDebouncedValue(state.configuration.stand.qm, STAND_SIZE_DEBOUNCE_MS);
  const { standConfigId, plan } = state.configuration.stand;
  const query = useStandPrices(event.id, standConfigId, qm, plan && { hallId: plan.hallId, stand: plan.stand }, useLocale());
  // While the next size is being priced, the previous table still shows but does not count as priced.
  const standPrices = query.isPlaceholderData ? NO_PRICES : (query.data?.standPrices ?? NO_PRICES);
  return { query, standPrices };
}

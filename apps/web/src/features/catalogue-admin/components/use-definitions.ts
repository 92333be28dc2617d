import { useConfig } from '../../../api/get-config.ts';
import { useLocale } from '../../../i18n/use-locale.ts';

type Definition = 'standTypes' | 'units' | 'itemTypes' | 'groupTypes' | 'productTypes' | 'priceCalculations' | 'partialBillingNumbers';

/** A reference list of `GET /pub/config` in the reader's language as select options, and a label lookup. */
export function useDefinitions(name: Definition) {
  const list = useConfig(useLocale()).data?.definitions[name] ?? [];
  const options = list.map((entry) => ({ value: String(entry.id), label: entry.label }));
  const labelOf = (id: string | number) => list.find((entry) => String(entry.id) === String(id))?.label ?? String(id);
  return { options, labelOf };
}

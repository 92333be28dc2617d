import { useConfig } from '../../api/get-config.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A reference list of `GET /pub/config` (countries, phone codes, genders, languages, contact types) as select options. */
export function useReferenceOptions() {
  const definitions = useConfig(useLocale()).data?.definitions ?? {};
  return (key: string) => (definitions[key] ?? []).map((entry) => ({ value: String(entry.id), label: entry.label }));
}

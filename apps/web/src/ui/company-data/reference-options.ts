import { useConfig } from '../../api/get-config.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A reference list of `GET /pub/config` (countries, phone codes, genders, languages, contact types) as select options. */
export function useReferenceOptions() {
  const definitions = useConfig(useLocale()).data?.definitions ?? {};
  return (key: string) => (definitions[key] ?? []).map((entry) => ({ value: String(entry.id), label: entry.label }));
}

/** A country's name in the app's language for its code (`at` → "Österreich" / "Austria"); an unknown code as it is, in capitals. */
export function useCountryName() {
  const countries = useConfig(useLocale()).data?.definitions.countries ?? [];
  const names = new Map(countries.map((country) => [String(country.id).toLowerCase(), country.label]));
  return (code: string) => names.get(code.toLowerCase()) ?? code.toUpperCase();
}

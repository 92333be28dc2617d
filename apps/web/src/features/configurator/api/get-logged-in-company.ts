import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../i18n/locale.ts';
import { companyKeys, getCompany } from '../../../api/get-company.ts';

/**
 * The logged-in exhibitor's company (`GET /fe/company`). SPEC §8: when it cannot be fetched, the user is
 * logged out — `onFailure` runs for every failure except a cancelled request.
 */
export function useLoggedInCompany(locale: Locale, loggedIn: boolean, onFailure: () => void) {
  return useQuery({
    queryKey: companyKeys.detail(locale),
    queryFn: ({ signal }) =>
      getCompany(locale, signal).catch((error: unknown) => {
        if (!signal.aborted) onFailure();
        throw error;
      }),
    enabled: loggedIn,
    retry: false,
  });
}

import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import type { Locale } from '../../../i18n/locale.ts';

/**
 * `GET /be/offer/{id}/pdf` with the staff token, saved under the server's name (`Angebot-12.pdf`). The
 * PDF is in the customer's language; `?lang=` only decides it for an offer without a customer yet.
 */
export function useDownloadOfferPdf(locale: Locale) {
  return useMutation({
    mutationFn: async (offerId: number) => {
      const file = await fetchFile(`/be/offer/${offerId}/pdf`, { locale });
      saveBlob(file.blob, file.fileName ?? `${offerId}.pdf`);
    },
  });
}

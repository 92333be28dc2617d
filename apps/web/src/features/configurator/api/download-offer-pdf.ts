import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import type { Locale } from '../../../i18n/locale.ts';

/**
 * `GET /pub/offer/{uuid}/pdf`: the offer as its link holder downloads it, saved under the server's name
 * (`Angebot-12.pdf`). The PDF is in the customer's language; `?lang=` decides it for an offer by link.
 */
export function useDownloadSharedOfferPdf(locale: Locale) {
  return useMutation({
    mutationFn: async (uuid: string) => {
      const file = await fetchFile(`/pub/offer/${encodeURIComponent(uuid)}/pdf`, { locale });
      saveBlob(file.blob, file.fileName ?? 'offer.pdf');
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { ConfigurationBody } from '../model/request-body.ts';

/** What a pro-forma invoice bills: a saved offer by its uuid, or the configuration on screen. */
export type ProFormaSource = { uuid: string } | { configuration: ConfigurationBody };

/**
 * `GET /pub/offer/{uuid}/pro_forma` or `POST /pub/pro_forma`: the pro-forma invoice (issue 17) for a company
 * that must pay before it may order, in the interface's language, saved under the server's name
 * (`Proforma-Rechnung-12.pdf`). The server prices the configuration itself; the client sends no prices.
 */
export function useDownloadProForma(locale: Locale) {
  return useMutation({
    mutationFn: async (source: ProFormaSource) => {
      const file =
        'uuid' in source
          ? await fetchFile(`/pub/offer/${encodeURIComponent(source.uuid)}/pro_forma`, { locale })
          : await fetchFile('/pub/pro_forma', { locale, body: source.configuration });
      saveBlob(file.blob, file.fileName ?? 'pro-forma.pdf');
    },
  });
}

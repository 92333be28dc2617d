import { translate, type UploadedFile } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { langOf, type Locale } from '../../../i18n/locale.ts';

/**
 * Upload kinds of SPEC §5 the portal uses: a brand's logo (media: JPG, PNG, EPS, PDF) and key image (images),
 * and a registration's stand plan (floorPlan: PDF, JPG, PNG; private to the company).
 */
export type PortalUploadKind = 'media' | 'images' | 'floorPlan';

/** The file types each kind accepts, for the file picker. */
export const UPLOAD_ACCEPT: Record<PortalUploadKind, string> = {
  media: '.jpg,.jpeg,.png,.pdf,.eps',
  images: '.jpg,.jpeg',
  floorPlan: '.pdf,.jpg,.jpeg,.png',
};

/** SPEC §9: the uploader takes at most 5 MB (1 MB = 1048576 bytes); each save then holds its file to its own rule. */
export const MAX_UPLOAD_MB = 5;

/**
 * `POST /pub/file/upload/temp?kind=…`: one file, kept until a save uses it; the save checks it. A file over the
 * limit is refused here with the server's own message, before its bytes travel.
 */
export function uploadPortalFile(file: File, kind: PortalUploadKind, locale: Locale): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_MB * 1_048_576) {
    const lang = langOf(locale);
    const message = translate('uploadFailed', lang, { reason: translate('uploadReasonTooLarge', lang, { max: MAX_UPLOAD_MB }) });
    return Promise.reject(new ApiError(413, [{ property: 'file', message }]));
  }
  const form = new FormData();
  form.append('file', file);
  return apiRequest<UploadedFile>(`/pub/file/upload/temp?kind=${kind}`, { body: form, locale });
}

export function useUploadPortalFile(kind: PortalUploadKind, locale: Locale) {
  return useMutation({ mutationFn: (file: File) => uploadPortalFile(file, kind, locale) });
}

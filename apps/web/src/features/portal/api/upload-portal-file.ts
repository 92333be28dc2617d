import type { FileObject } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import type { Locale } from '../../../i18n/locale.ts';

/** Upload kinds of SPEC §5 a brand uses: the logo (media: JPG, PNG, EPS, PDF) and the key image (images). */
export type PortalUploadKind = 'media' | 'images';

/** `POST /pub/file/upload/temp?kind=…`: one file, kept until a saved brand uses it; the brand save checks it. */
export function uploadPortalFile(file: File, kind: PortalUploadKind, locale: Locale): Promise<FileObject> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<FileObject>(`/pub/file/upload/temp?kind=${kind}`, { body: form, locale });
}

export function useUploadPortalFile(kind: PortalUploadKind, locale: Locale) {
  return useMutation({ mutationFn: (file: File) => uploadPortalFile(file, kind, locale) });
}

import type { UploadedFile } from '@messeportal/domain';
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../i18n/locale.ts';
import { apiRequest } from './client.ts';

/** Upload kinds of SPEC §5 the web sends: brand logos (media), brand key images and the organiser's logo (images). */
export type UploadKind = 'media' | 'images';

/** `POST /pub/file/upload/temp?kind=…`: one file, kept by the server until a saved configuration uses it. */
export function uploadTempFile(file: File, kind: UploadKind, locale: Locale): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<UploadedFile>(`/pub/file/upload/temp?kind=${kind}`, { body: form, locale });
}

export function useUploadTempFile(kind: UploadKind, locale: Locale) {
  return useMutation({ mutationFn: (file: File) => uploadTempFile(file, kind, locale) });
}

import { translate, type Lang, type MessageCode } from '@messeportal/domain';
import { AppError } from '../http/app-error.ts';

type UploadReason = Extract<MessageCode, `uploadReason${string}`>;

/** Why an upload was refused; the route turns it into 'Upload failed ({reason})' in the caller's language. */
export class UploadRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    readonly reason: UploadReason,
    readonly params: Record<string, string | number> = {},
  ) {
    super(reason);
  }
}

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1_048_576;

export const noFileSent = () => new UploadRejected(400, 'uploadReasonNoFile');
export const fileTooLarge = () => new UploadRejected(413, 'uploadReasonTooLarge', { max: MAX_UPLOAD_MB });
export const fileDamaged = () => new UploadRejected(400, 'uploadReasonDamaged');

/**
 * The AppError for a refused upload. The reason is translated here because `translate` fills
 * placeholders with plain values: the handler translates only the outer 'Upload failed ({reason})'.
 */
export function uploadFailed(rejection: UploadRejected, lang: Lang) {
  return new AppError(rejection.statusCode, 'uploadFailed', {
    property: 'file',
    params: { reason: translate(rejection.reason, lang, rejection.params) },
  });
}

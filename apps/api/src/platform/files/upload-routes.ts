import multipart from '@fastify/multipart';
import { uploadedFileSchema, type UploadedFile } from '@messeportal/domain';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { exhibitorOf } from '../auth/plugin.ts';
import { inspectUpload } from './inspect-upload.ts';
import { insertTempFile } from './repo.ts';
import { sanitizeFileName } from './sanitize-file-name.ts';
import { isPrivateKind, parseUploadKind } from './upload-kinds.ts';
import { fileDamaged, fileTooLarge, MAX_UPLOAD_BYTES, noFileSent, uploadFailed, UploadRejected } from './upload-rejected.ts';
import { answers } from '../http/answers.ts';

const RATE_WINDOW_MINUTES = 10;

/** What the multipart parser and the content-type check throw, as reasons a user can act on. */
function rejectionOf(error: FastifyError): UploadRejected | undefined {
  if (error instanceof UploadRejected) return error;
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fileTooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_PROTO_VIOLATION':
      return noFileSent();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new UploadRejected(400, 'uploadReasonOneFile');
  }
  // busboy's own errors (a body cut short, a broken part header) carry no code and no status.
  if (!error.code && !error.statusCode) return fileDamaged();
  return undefined;
}

/** The one file of a multipart body, read to its end so that a second file or a cut-off body is noticed. */
async function readOneFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFileSent();
  let file: { name: string; data: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    // toBuffer throws when the limit is hit; the flag is the parser's own word that bytes were dropped.
    if (part.file.truncated) throw fileTooLarge();
    file = { name: part.filename, data };
  }
  if (!file) throw noFileSent();
  return file;
}

const isStaff = async (request: FastifyRequest) => (await request.caller())?.kind === 'staff';

/**
 * `POST /pub/file/upload/temp?kind=…`: one file, checked by its bytes against the kind, stored as a temporary
 * file until a saved configuration keeps it. A private kind needs an exhibitor: the file belongs to its company
 * and gets no public `uri`. Multipart is registered here only, so no other route parses it.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
  });

  // Thrown on to the application's handler, which answers `{ success: false, errors }` in the caller's language.
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.statusCode === 429) {
      throw new AppError(429, 'tooManyRequests', { property: 'file', params: { minutes: RATE_WINDOW_MINUTES } });
    }
    const rejection = rejectionOf(error);
    throw rejection ? uploadFailed(rejection, request.lang) : error;
  });

  app.post(
    '/pub/file/upload/temp',
    {
      config: {
        access: 'public',
        // Staff (the back-office uploader sends mp_be_token) fill whole catalogues, anonymous visitors a few logos.
        rateLimit: {
          max: async (request) => ((await isStaff(request)) ? app.config.staffUploadLimitPerAddress : app.config.uploadLimitPerAddress),
          timeWindow: `${RATE_WINDOW_MINUTES} minutes`,
        },
      },
      schema: { response: answers(uploadedFileSchema) },
    },
    async (request) => {
      const kind = parseUploadKind((request.query as Record<string, unknown>).kind);
      if (!kind) throw new UploadRejected(400, 'uploadReasonKind');
      const ownerCompanyId = isPrivateKind(kind) ? (await exhibitorOf(request)).companyId : null;
      const { name, data } = await readOneFile(request);
      const origName = sanitizeFileName(name);
      const inspected = await inspectUpload(data, origName, kind);
      const { data: stored = data, ...facts } = inspected;
      const file = await insertTempFile(app.db, { origName, size: stored.length, data: stored, ...facts, ownerCompanyId });
      const uri = ownerCompanyId === null ? { uri: `/pub/file/${file.id}` } : {};
      // The width lets a form hold an image to its rule at once (a key image needs 800 px, SPEC §9).
      return { id: file.id, ...uri, origName: file.origName, isImage: file.isImage, width: inspected.width, height: inspected.height } satisfies UploadedFile;
    },
  );
};

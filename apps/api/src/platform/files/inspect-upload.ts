import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { allowedTypesText, matchFileType, type UploadKind } from './upload-kinds.ts';
import { fileDamaged, UploadRejected } from './upload-rejected.ts';

/** Larger images are refused: decoding one costs about 4 bytes of memory per pixel. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const THUMB_WIDTH = 80;
export const THUMB_HEIGHT = 60;

export interface InspectedUpload {
  mimeType: string;
  isImage: boolean;
  width: number | null;
  height: number | null;
  thumb: Buffer | null;
  /** The bytes to store when they differ from the upload's: an image without its camera and GPS data. */
  data?: Buffer;
}

const wordDocumentStream = Buffer.from('WordDocument', 'utf16le');

/**
 * What an upload really is, judged by its bytes and its name against the kind: images are decoded in full
 * (a truncated file or a pixel bomb is refused) and get a thumbnail. Throws UploadRejected.
 */
export async function inspectUpload(data: Buffer, fileName: string, kind: UploadKind): Promise<InspectedUpload> {
  if (data.length === 0) throw new UploadRejected(400, 'uploadReasonEmpty');
  const detected = await fileTypeFromBuffer(data);
  const type = matchFileType(kind, fileName, detected?.mime);
  if (!type || (type.name === 'doc' && !data.includes(wordDocumentStream))) {
    throw new UploadRejected(415, 'uploadReasonType', { types: allowedTypesText(kind) });
  }
  if (!type.isImage) return { mimeType: type.storedType, isImage: false, width: null, height: null, thumb: null };
  return { mimeType: type.storedType, isImage: true, ...(await measureImage(data)) };
}

async function measureImage(data: Buffer) {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true } as const;
  let width: number;
  let height: number;
  let meta: Metadata;
  try {
    // The header alone: cheap, and enough to refuse a bomb before anything is decoded.
    meta = await sharp(data, { ...options, limitInputPixels: false }).metadata();
    ({ width, height } = meta.autoOrient);
  } catch {
    throw fileDamaged();
  }
  if (!width || !height) throw fileDamaged();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new UploadRejected(400, 'uploadReasonTooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  try {
    // Making the thumbnail reads every scan line, so this is where a truncated or corrupt image fails.
    const thumb = await sharp(data, options)
      .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' })
      .png()
      .toBuffer();
    return { width, height, thumb, ...(await withoutPersonalMetadata(data, meta, options)) };
  } catch {
    throw fileDamaged();
  }
}

/**
 * An image that carries EXIF, XMP or IPTC data (camera, GPS position, author) is stored without it: turned
 * as it is meant to be seen, its colour profile kept, a JPEG at a quality fit for print. Others stay as sent.
 */
async function withoutPersonalMetadata(data: Buffer, meta: Metadata, options: SharpOptions) {
  if (!meta.exif && !meta.xmp && !meta.iptc) return {};
  const image = sharp(data, options).keepIccProfile();
  const encoded = meta.format === 'jpeg' ? image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }) : image;
  return { data: await encoded.toBuffer() };
}

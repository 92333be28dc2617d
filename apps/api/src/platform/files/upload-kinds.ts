/** A file type an upload may have: what `file-type` reads from its bytes, the names it may carry, the type we serve. */
interface FileTypeRule {
  detected: readonly string[];
  extensions: readonly string[];
  storedType: string;
  isImage: boolean;
}

const fileTypes = {
  jpg: { detected: ['image/jpeg'], extensions: ['jpg', 'jpeg'], storedType: 'image/jpeg', isImage: true },
  png: { detected: ['image/png'], extensions: ['png'], storedType: 'image/png', isImage: true },
  pdf: { detected: ['application/pdf'], extensions: ['pdf'], storedType: 'application/pdf', isImage: false },
  // file-type says application/eps for EPSF headers (text and DOS binary), application/postscript for other PostScript.
  eps: {
    detected: ['application/eps', 'application/postscript'],
    extensions: ['eps'],
    storedType: 'application/postscript',
    isImage: false,
  },
  // Word 97–2003 is a compound file (CFB); the name and a WordDocument stream tell it from other CFB files (msi, xls).
  doc: { detected: ['application/x-cfb'], extensions: ['doc'], storedType: 'application/msword', isImage: false },
  docx: {
    detected: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
    storedType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    isImage: false,
  },
} as const satisfies Record<string, FileTypeRule>;

export type FileTypeName = keyof typeof fileTypes;

/** SPEC §5: the types each upload kind accepts. */
const uploadKinds = {
  pdf: ['pdf'],
  images: ['jpg', 'png'],
  downloads: ['jpg', 'png', 'pdf', 'doc', 'docx'],
  media: ['jpg', 'png', 'pdf', 'eps'],
  /** The stand plan of a registration (decision; the spec names no types): private to the uploading company. */
  floorPlan: ['pdf', 'jpg', 'png'],
  default: ['jpg', 'png'],
} as const satisfies Record<string, readonly FileTypeName[]>;

export type UploadKind = keyof typeof uploadKinds;

/** Kinds whose uploads belong to the uploading exhibitor's company and are never served by `/pub/file`. */
const privateKinds: ReadonlySet<UploadKind> = new Set(['floorPlan']);
export const isPrivateKind = (kind: UploadKind) => privateKinds.has(kind);

/** The kind named by `?kind=`, 'default' when none is named, undefined for an unknown name. */
export function parseUploadKind(value: unknown): UploadKind | undefined {
  if (value === undefined || value === '') return 'default';
  return typeof value === 'string' && Object.hasOwn(uploadKinds, value) ? (value as UploadKind) : undefined;
}

/** The extensions a kind accepts, as users read them: 'JPG, JPEG, PNG'. */
export const allowedTypesText = (kind: UploadKind) =>
  uploadKinds[kind].flatMap((name) => fileTypes[name].extensions.map((ext) => ext.toUpperCase())).join(', ');

export const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The type of an upload of `kind` when its detected type and its name's extension agree on one type the
 * kind accepts; undefined otherwise (a PNG named .pdf, an executable named .png, a PDF sent as an image).
 */
export function matchFileType(kind: UploadKind, fileName: string, detectedType: string | undefined) {
  if (!detectedType) return undefined;
  const extension = extensionOf(fileName);
  const name = uploadKinds[kind].find((candidate) => {
    const rule: FileTypeRule = fileTypes[candidate];
    return rule.detected.includes(detectedType) && rule.extensions.includes(extension);
  });
  return name && { name, ...fileTypes[name] };
}

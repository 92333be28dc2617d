import { z } from './zod.ts';
import { fileFieldsSchema } from './configuration.ts';

/** `POST /pub/file/upload/temp?kind=…`: the stored file, and an image's size in pixels (null otherwise). */
export const uploadedFileSchema = fileFieldsSchema.extend({ width: z.number().nullable(), height: z.number().nullable() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

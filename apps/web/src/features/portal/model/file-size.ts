/** A file's size as people read it: KB below 1 MB, MB from there (1 KB = 1024 bytes, 1 MB = 1048576 bytes as SPEC §9 counts). */
export function fileSize(bytes: number): { amount: number; unit: 'KB' | 'MB' } {
  return bytes < 1_048_576 ? { amount: bytes / 1024, unit: 'KB' } : { amount: bytes / 1_048_576, unit: 'MB' };
}

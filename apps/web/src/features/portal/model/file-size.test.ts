import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('fileSize', () => {
  it('counts in KB below one MB and in MB from there', () => {
    expect(fileSize(1536)).toEqual({ amount: 1.5, unit: 'KB' });
    expect(fileSize(1_048_575).unit).toBe('KB');
    expect(fileSize(5 * 1_048_576)).toEqual({ amount: 5, unit: 'MB' });
  });
});

import { describe, expect, it } from 'vitest';
import { keyImageUploadIssue } from './key-image.ts';

describe('the key image width checked at upload', () => {
  it('keeps an image of 800 px and more, and a file without a width', () => {
    expect(keyImageUploadIssue({ width: 800 }, 'de')).toBeUndefined();
    expect(keyImageUploadIssue({ width: 2400 }, 'en')).toBeUndefined();
    expect(keyImageUploadIssue({ width: null }, 'de')).toBeUndefined();
  });

  it('refuses a narrower one as a failed upload that names both widths', () => {
    expect(keyImageUploadIssue({ width: 640 }, 'de')).toBe(
      'Upload fehlgeschlagen (das Key Visual muss mindestens 800 Pixel breit sein, dieses Bild ist 640 Pixel breit)',
    );
    expect(keyImageUploadIssue({ width: 799 }, 'en')).toBe('Upload failed (the key image must be at least 800 pixels wide, this one is 799 pixels wide)');
  });
});

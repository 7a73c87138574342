import { describe, expect, it } from 'vitest';
import { medicalFileMaxBytes } from '@tabib/contracts/medical-files';
import { formatSize, isViewableImage, uploadRefusalOf } from './file-rules';

describe('medical file rules on the client', () => {
  it('refuses other extensions and files over 5 MB before sending', () => {
    expect(uploadRefusalOf({ name: 'bilan.PDF', size: 10 })).toBeNull();
    for (const name of ['a.jpeg', 'a.jpg', 'a.png', 'a.webp', 'a.bmp'])
      expect(uploadRefusalOf({ name, size: medicalFileMaxBytes })).toBeNull();
    expect(uploadRefusalOf({ name: 'setup.exe', size: 10 })).toBe('TYPE_NOT_ALLOWED');
    expect(uploadRefusalOf({ name: 'noext', size: 10 })).toBe('TYPE_NOT_ALLOWED');
    expect(uploadRefusalOf({ name: 'big.pdf', size: medicalFileMaxBytes + 1 })).toBe('LIMIT_FILE_SIZE');
  });

  it('opens images in the viewer and pdfs elsewhere; sizes read well', () => {
    expect(isViewableImage('png')).toBe(true);
    expect(isViewableImage('pdf')).toBe(false);
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

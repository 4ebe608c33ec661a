// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../../../src/server/files/content/content-type';

describe('contentTypeFor', () => {
  it.each([
    ['png', 'image/png'],
    ['JPG', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['bmp', 'image/bmp'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
    ['txt', 'text/plain; charset=utf-8'],
  ])('serves %s inline as %s', (suffix, type) => {
    expect(contentTypeFor(suffix)).toBe(type);
  });

  it('serves everything else, pages and SVG included, as bytes to download', () => {
    for (const suffix of ['html', 'htm', 'svg', 'xml', 'docx', 'csv', 'exe', '']) {
      expect(contentTypeFor(suffix), suffix).toBe('application/octet-stream');
    }
  });
});

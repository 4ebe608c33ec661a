// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREVIEWABLE_SUFFIXES, previewKindOf } from '../../../../src/server/files/preview/preview-kinds';

describe('previewKindOf', () => {
  it('shows pictures and PDFs as they are and converts text and office documents', () => {
    expect(['gif', 'jpg', 'jpeg', 'png', 'bmp'].map(previewKindOf)).toEqual(Array(5).fill('image'));
    expect(previewKindOf('pdf')).toBe('pdf');
    expect(['txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'].map(previewKindOf)).toEqual(Array(7).fill('convert'));
  });

  it('handles any case and previews nothing else', () => {
    expect(previewKindOf('DOCX')).toBe('convert');
    expect(previewKindOf('Png')).toBe('image');
    for (const suffix of ['csv', 'zip', 'svg', 'html', 'webp', 'dwg', '', 'constructor', '__proto__']) {
      expect(previewKindOf(suffix), suffix).toBe('unsupported');
    }
  });

  it('lists exactly the previewable extensions of the spec', () => {
    expect([...PREVIEWABLE_SUFFIXES].sort()).toEqual(['bmp', 'doc', 'docx', 'gif', 'jpeg', 'jpg', 'pdf', 'png', 'ppt', 'pptx', 'txt', 'xls', 'xlsx']);
    expect(PREVIEWABLE_SUFFIXES.every((suffix) => previewKindOf(suffix) !== 'unsupported')).toBe(true);
  });
});

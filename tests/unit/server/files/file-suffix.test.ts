// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOCKED_SUFFIXES, suffixOf } from '../../../../src/server/files/content/file-suffix';

describe('suffixOf', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['Report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['', ''],
    ['...', ''],
    ['.gitignore', 'gitignore'],
    ['供应商名单.XLSX', 'xlsx'],
    ['résumé.Docx', 'docx'],
    ['C:\\Users\\me\\scan.JPG', 'jpg'],
    ['folder.d/notes', ''],
  ])('%j → %j', (name, suffix) => {
    expect(suffixOf(name)).toBe(suffix);
  });

  it('ignores trailing dots and spaces, as Windows does when it runs the file', () => {
    expect(suffixOf('invoice.exe.')).toBe('exe');
    expect(suffixOf('invoice.exe . ')).toBe('exe');
  });

  it('sees through invisible and look-alike characters', () => {
    expect(suffixOf('invoice\u202Efdp.exe')).toBe('exe');
    expect(suffixOf('invoice.ex\u200Be')).toBe('exe');
    expect(suffixOf('invoice.ｅｘｅ')).toBe('exe');
  });
});

describe('BLOCKED_SUFFIXES', () => {
  it('holds programs, scripts and what browsers run script in', () => {
    for (const suffix of ['exe', 'dll', 'bat', 'cmd', 'msi', 'scr', 'ps1', 'vbs', 'js', 'jar', 'sh', 'php', 'jsp', 'aspx', 'html', 'htm', 'svg', 'hta', 'lnk', 'xlsm']) {
      expect(BLOCKED_SUFFIXES.has(suffix), suffix).toBe(true);
    }
  });

  it('leaves documents, images, archives and xml data alone', () => {
    for (const suffix of ['pdf', 'docx', 'xlsx', 'doc', 'png', 'jpg', 'txt', 'csv', 'zip', 'xml', 'dwg', 'ofd']) {
      expect(BLOCKED_SUFFIXES.has(suffix), suffix).toBe(false);
    }
  });
});

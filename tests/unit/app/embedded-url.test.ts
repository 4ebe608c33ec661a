import { describe, expect, it } from 'vitest';
import { parseEmbeddedUrl } from '../../../src/app/pages/iframe/embedded-url';

describe('parseEmbeddedUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(parseEmbeddedUrl('https://example.com/report?x=1')).toEqual({ ok: true, url: 'https://example.com/report?x=1' });
    expect(parseEmbeddedUrl(' http://intranet.local:8080/a ')).toEqual({ ok: true, url: 'http://intranet.local:8080/a' });
  });

  it('refuses scripts, data, relative and malformed addresses', () => {
    for (const raw of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/main/inHome', 'ftp://host/file', 'http//broken']) {
      expect(parseEmbeddedUrl(raw)).toEqual({ ok: false, reason: 'invalidUrl' });
    }
  });

  it('says when the url parameter is missing', () => {
    expect(parseEmbeddedUrl(null)).toEqual({ ok: false, reason: 'missingUrl' });
    expect(parseEmbeddedUrl('  ')).toEqual({ ok: false, reason: 'missingUrl' });
  });
});

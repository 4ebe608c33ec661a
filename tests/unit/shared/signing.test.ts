// @vitest-environment node
import MD5 from 'crypto-js/md5';
import SHA256 from 'crypto-js/sha256';
import { describe, expect, it } from 'vitest';
import { computeAppSign } from '../../../src/shared/signing/appsign';
import { canonicalRequest, signaturesEqual, signRequest } from '../../../src/shared/signing/request-signature';

function md5Times(text: string, times: number): string {
  let value = text;
  for (let i = 0; i < times; i += 1) value = MD5(value).toString();
  return value;
}

describe('computeAppSign', () => {
  it('applies MD5 as many times as the digit rule says', () => {
    // second-to-last digit 3 -> 3 % 4 + 1 = 4 leading digits: 1+7+0+0 = 8 -> 8 % 4 + 1 = 1 round
    expect(computeAppSign('1700000000030')).toBe(md5Times('1700000000030', 1));
    // second-to-last digit 0 -> 1 leading digit: 1 -> 1 % 4 + 1 = 2 rounds
    expect(computeAppSign('1700000000005')).toBe(md5Times('1700000000005', 2));
    // second-to-last digit 5 -> 5 % 4 + 1 = 2 leading digits: 1+7 = 8 -> 1 round
    expect(computeAppSign('1700000000051')).toBe(md5Times('1700000000051', 1));
    // second-to-last digit 2 -> 3 leading digits: 1+9+9 = 19 -> 19 % 4 + 1 = 4 rounds
    expect(computeAppSign('1990000000020')).toBe(md5Times('1990000000020', 4));
  });

  it('refuses a timestamp that is not digits', () => {
    expect(() => computeAppSign('17a')).toThrow();
  });
});

describe('signRequest', () => {
  const input = { method: 'post', path: '/api/srm/v1/srmPoHeaderRestful/listByPage', timestamp: '1700000000000', nonce: 'abc', body: '{"pageIndex":1}' };

  it('signs method, path, timestamp, nonce and the body hash', () => {
    expect(canonicalRequest(input).split('\n')).toEqual([
      'POST',
      input.path,
      input.timestamp,
      'abc',
      SHA256('{"pageIndex":1}').toString(),
    ]);
    const signature = signRequest('secret', input);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signRequest('secret', input)).toBe(signature);
  });

  it('changes when any signed part or the key changes', () => {
    const base = signRequest('secret', input);
    expect(signRequest('other', input)).not.toBe(base);
    expect(signRequest('secret', { ...input, body: '{"pageIndex":2}' })).not.toBe(base);
    expect(signRequest('secret', { ...input, nonce: 'abd' })).not.toBe(base);
    expect(signRequest('secret', { ...input, timestamp: '1700000000001' })).not.toBe(base);
    expect(signRequest('secret', { ...input, path: '/api/srm/v1/srmPoHeaderRestful/delete' })).not.toBe(base);
  });

  it('compares signatures exactly', () => {
    expect(signaturesEqual('abc', 'abc')).toBe(true);
    expect(signaturesEqual('abc', 'abd')).toBe(false);
    expect(signaturesEqual('abc', 'abcd')).toBe(false);
  });
});

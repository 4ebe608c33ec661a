import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, creditCodeProblem, normalizeCreditCode } from '../../../src/shared/validation/credit-code';
import { passwordProblem } from '../../../src/shared/validation/password-policy';

/** Codes printed on real business licences (large, public companies). */
const REAL_CODES = ['91440300708461136T', '914403001922038216', '91330100716105852F', '91110000802100433B'];

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(REAL_CODES)('accepts the real code %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
  });

  it.each(REAL_CODES)('refuses %s with its check character altered', (code) => {
    const other = creditCodeCheckCharacter(code.slice(0, 17)) === '0' ? '1' : '0';
    expect(creditCodeProblem(code.slice(0, 17) + other)).toBe('checkDigit');
  });

  it('refuses a code with two body characters swapped', () => {
    const [code] = REAL_CODES;
    const swapped = code.slice(0, 8) + code[9] + code[8] + code.slice(10);
    expect(creditCodeProblem(swapped)).toBe('checkDigit');
  });

  it('maps a sum that is a multiple of 31 to check character 0', () => {
    expect(creditCodeCheckCharacter('00000000000000000')).toBe('0');
  });

  it('refuses wrong lengths and letters outside the set (I, O, S, V, Z)', () => {
    expect(creditCodeProblem('')).toBe('required');
    expect(creditCodeProblem('9144030070846113')).toBe('format');
    expect(creditCodeProblem('91440300708461136TT')).toBe('format');
    expect(creditCodeProblem('9144030070846113OT')).toBe('format');
  });

  it('reads codes typed in lower case with spaces', () => {
    expect(normalizeCreditCode(' 9144 0300 7084 6113 6t ')).toBe('91440300708461136T');
  });
});

describe('password policy', () => {
  it('accepts 8+ characters of three classes without the user name', () => {
    expect(passwordProblem('Winter2026', 'acme')).toBeNull();
    expect(passwordProblem('winter-2026', 'acme')).toBeNull();
  });

  it('names the first rule broken', () => {
    expect(passwordProblem('', 'acme')).toBe('required');
    expect(passwordProblem('Ab1!', 'acme')).toBe('tooShort');
    expect(passwordProblem('abcdefgh12', 'acme')).toBe('tooFewClasses');
    expect(passwordProblem('ABCDEFGH!!', 'acme')).toBe('tooFewClasses');
    expect(passwordProblem('x'.repeat(120) + 'Aa1!Aa1!Aa', 'acme')).toBe('tooLong');
    expect(passwordProblem('MyAcme2026', 'acme')).toBe('containsUserName');
  });
});

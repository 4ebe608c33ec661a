import type { Language } from '../formats/common';

/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from this set
 * (no I, O, S, V, Z), the last one a check character over the first 17.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

export type CreditCodeProblem = 'required' | 'format' | 'checkDigit';

/** The check character the first 17 characters demand (31 - sum mod 31; 31 becomes 0). */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += CHARSET.indexOf(first17[index]) * WEIGHTS[index];
  const check = 31 - (sum % 31);
  return CHARSET[check === 31 ? 0 : check];
}

/** What is wrong with a code (upper-cased, spaces removed by the caller), or null when it is valid. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code === '') return 'required';
  if (!PATTERN.test(code)) return 'format';
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17] ? null : 'checkDigit';
}

/** How people type codes: lower case, spaces between groups. */
export function normalizeCreditCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

const MESSAGES: Record<CreditCodeProblem, Record<Language, string>> = {
  required: { CN: '请输入统一社会信用代码', EN: 'Enter the unified social credit code' },
  format: {
    CN: '统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）',
    EN: 'The unified social credit code has 18 digits or capital letters (no I, O, S, V, Z)',
  },
  checkDigit: {
    CN: '统一社会信用代码校验位不正确，请核对营业执照',
    EN: 'The check character of the unified social credit code is wrong; compare it with the business licence',
  },
};

export function creditCodeMessage(problem: CreditCodeProblem, language: Language): string {
  return MESSAGES[problem][language];
}

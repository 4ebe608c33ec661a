import { creditCodeCheckCharacter } from './credit-code';

/**
 * Named formats a string field may declare (`"format": "creditCode"`): checked by the same
 * validateRecord in the browser and on the server. Each answers the message key of its problem, or
 * undefined when the value fits. A format is a known shape of business text, never a free regex.
 */
export const TEXT_FORMATS = ['creditCode', 'email', 'mobileCn', 'cnaps', 'swift', 'postcodeCn', 'url'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_CN = /^1[3-9]\d{9}$/;
const CNAPS = /^\d{12}$/;
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const POSTCODE_CN = /^\d{6}$/;
const URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export type FormatProblem = 'badCreditCode' | 'badCreditCodeCheck' | 'badEmail' | 'badMobile' | 'badCnaps' | 'badSwift' | 'badPostcode' | 'badUrl';

export function formatProblem(format: TextFormat, value: string): FormatProblem | undefined {
  switch (format) {
    case 'creditCode':
      if (!CREDIT_CODE.test(value)) return 'badCreditCode';
      return creditCodeCheckCharacter(value.slice(0, 17)) === value[17] ? undefined : 'badCreditCodeCheck';
    case 'email':
      return EMAIL.test(value) ? undefined : 'badEmail';
    case 'mobileCn':
      return MOBILE_CN.test(value) ? undefined : 'badMobile';
    case 'cnaps':
      return CNAPS.test(value) ? undefined : 'badCnaps';
    case 'swift':
      return SWIFT.test(value) ? undefined : 'badSwift';
    case 'postcodeCn':
      return POSTCODE_CN.test(value) ? undefined : 'badPostcode';
    case 'url':
      return URL.test(value) ? undefined : 'badUrl';
  }
}

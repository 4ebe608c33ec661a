import type { FieldError } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';
import type { RegistrationForm } from '../../shared/registration/registration-shapes';
import { creditCodeMessage, creditCodeProblem, normalizeCreditCode } from '../../shared/validation/credit-code';
import { passwordMessage, passwordProblem } from '../../shared/validation/password-policy';
import { REGISTRATION_LABELS, registrationMessage } from './registration-messages';

/** The applicant's form, checked and normalised. */
export type RegistrationInput = RegistrationForm;

const LIMITS: Record<Exclude<keyof RegistrationInput, 'password' | 'creditCode'>, number> = {
  supplierName: 200,
  contactName: 60,
  contactPhone: 30,
  contactEmail: 120,
  userName: 60,
};

function text(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads the form and checks every field (all problems at once, by field): required fields, lengths,
 * e-mail shape, user name characters, the credit code's check character, the password policy.
 * `withPassword` false: a correction keeps the password chosen before.
 */
export function readRegistrationInput(body: unknown, language: Language, withPassword = true): { input: RegistrationInput; errors: FieldError[] } {
  const input: RegistrationInput = {
    supplierName: text(body, 'supplierName').replace(/\s+/g, ' '),
    creditCode: normalizeCreditCode(text(body, 'creditCode')),
    contactName: text(body, 'contactName'),
    contactPhone: text(body, 'contactPhone'),
    contactEmail: text(body, 'contactEmail'),
    userName: text(body, 'userName'),
    password: typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>).password === 'string' ? String((body as Record<string, unknown>).password) : '',
  };
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  for (const [field, limit] of Object.entries(LIMITS)) {
    const value = input[field as keyof typeof LIMITS];
    const label = REGISTRATION_LABELS[field][language];
    if (value === '') add(field, registrationMessage('fieldRequired', language, { label }));
    else if (value.length > limit) add(field, registrationMessage('fieldTooLong', language, { label, limit }));
  }
  if (input.contactEmail !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.contactEmail)) add('contactEmail', registrationMessage('emailInvalid', language));
  if (input.userName !== '' && !/^[A-Za-z0-9_.-]{3,60}$/.test(input.userName)) add('userName', registrationMessage('userNameInvalid', language));
  const codeProblem = creditCodeProblem(input.creditCode);
  if (codeProblem) add('creditCode', creditCodeMessage(codeProblem, language));
  if (withPassword) {
    const problem = passwordProblem(input.password, input.userName);
    if (problem) add('password', passwordMessage(problem, language));
  }
  return { input, errors };
}

import type { RulesProps } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/formats/common';
import { creditCodeMessage, creditCodeProblem, normalizeCreditCode } from '../../../shared/validation/credit-code';
import { passwordMessage, passwordProblem } from '../../../shared/validation/password-policy';

/**
 * The checks of the registration, recovery and password forms in the browser: the same rules (and the same shared code) the server applies,
 * so the applicant learns of a mistake at once; the server checks everything again.
 */
export function identityRules(t: TFunction, language: Language) {
  const required = (labelKey: string): RulesProps => ({ required: true, message: t('register.fieldRequired', { label: t(labelKey) }) });
  return {
    supplierName: [required('register.supplierName'), { maxLength: 200 }],
    creditCode: [
      {
        validator: (value: string | undefined, callback: (message?: string) => void) => {
          const problem = creditCodeProblem(normalizeCreditCode(value ?? ''));
          callback(problem ? creditCodeMessage(problem, language) : undefined);
        },
      },
    ],
    contactName: [required('register.contactName'), { maxLength: 60 }],
    contactPhone: [required('register.contactPhone'), { maxLength: 30 }],
    contactEmail: [required('register.contactEmail'), { type: 'email', message: t('register.emailInvalid') }],
    userName: [required('register.userName'), { match: /^[A-Za-z0-9_.-]{3,60}$/, message: t('register.userNameInvalid') }],
    password: (userName: () => string): RulesProps[] => [
      {
        validator: (value: string | undefined, callback: (message?: string) => void) => {
          const problem = passwordProblem(value ?? '', userName());
          callback(problem ? passwordMessage(problem, language) : undefined);
        },
      },
    ],
    confirmPassword: (password: () => string): RulesProps[] => [
      required('register.confirmPassword'),
      {
        validator: (value: string | undefined, callback: (message?: string) => void) => {
          callback(value && value !== password() ? t('register.confirmMismatch') : undefined);
        },
      },
    ],
    file: (labelKey: string): RulesProps[] => [{ required: true, message: t('register.fileRequired', { label: t(labelKey) }) }],
  };
}

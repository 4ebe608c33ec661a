import type { Language } from '../formats/common';

/**
 * The password complexity policy (flag Y): at least 8 characters, at least 3 of the 4 character
 * classes (lower case, upper case, digits, other), and not containing the user name.
 */
export const PASSWORD_MIN_LENGTH = 8;
const MAX_LENGTH = 128;
const REQUIRED_CLASSES = 3;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooFewClasses' | 'containsUserName';

function classCount(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** The first rule the password breaks, or null when it meets the policy. */
export function passwordProblem(password: string, userName: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > MAX_LENGTH) return 'tooLong';
  if (classCount(password) < REQUIRED_CLASSES) return 'tooFewClasses';
  const name = userName.trim().toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name)) return 'containsUserName';
  return null;
}

const MESSAGES: Record<PasswordProblem, Record<Language, string>> = {
  required: { CN: '请输入密码', EN: 'Enter a password' },
  tooShort: { CN: `密码长度不能少于${PASSWORD_MIN_LENGTH}位`, EN: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` },
  tooLong: { CN: `密码长度不能超过${MAX_LENGTH}位`, EN: `The password may have at most ${MAX_LENGTH} characters` },
  tooFewClasses: {
    CN: '密码须包含大写字母、小写字母、数字、特殊字符中的至少三类',
    EN: 'The password needs at least three of: capital letters, small letters, digits, other characters',
  },
  containsUserName: { CN: '密码不能包含用户名', EN: 'The password must not contain the user name' },
};

export function passwordMessage(problem: PasswordProblem, language: Language): string {
  return MESSAGES[problem][language];
}

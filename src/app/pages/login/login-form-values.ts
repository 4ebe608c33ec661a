/** What the login form holds as the user types. */
export interface LoginFormValues {
  userName: string;
  password: string;
  captcha: string;
}

export type LoginFormField = keyof LoginFormValues;

/** The message key of each field left empty (the captcha only while it is shown). */
const REQUIRED_MESSAGES: Record<LoginFormField, string> = {
  userName: 'login.userNameRequired',
  password: 'login.passwordRequired',
  captcha: 'captcha.required',
};

export const EMPTY_LOGIN_FORM: LoginFormValues = { userName: '', password: '', captcha: '' };

/** The fields that stop a submission, each with the message key saying why. */
export function loginFormProblems(values: LoginFormValues, captchaShown: boolean): Partial<Record<LoginFormField, string>> {
  const problems: Partial<Record<LoginFormField, string>> = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as LoginFormField[]) {
    if (field === 'captcha' && !captchaShown) continue;
    if (values[field] === '') problems[field] = REQUIRED_MESSAGES[field];
  }
  return problems;
}

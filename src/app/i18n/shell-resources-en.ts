import type { ShellStrings } from './shell-resources-cn';

/** The shell's first-screen strings in English. Typed against the Chinese set so a missing key fails the type check. */
export const shellEN: ShellStrings = {
  productName: 'SRM Supplier Collaboration Platform',
  language: { label: 'Language', CN: '中文', EN: 'English' },
  captcha: {
    label: 'Captcha',
    placeholder: 'Type the characters in the picture',
    refresh: 'Hard to read? Show another',
    required: 'Type the captcha',
    loadFailed: 'The captcha could not be loaded; click the picture to retry',
  },
  publicLinks: {
    forget: 'Forgot password',
    register: 'Supplier registration',
    registerInfo: 'Registration status',
    backToLogin: 'Back to sign-in',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Procurement and supplier collaboration in one place',
    userName: 'User name',
    password: 'Password',
    submit: 'Sign in',
    userNameRequired: 'Enter your user name',
    passwordRequired: 'Enter your password',
    sessionExpired: 'Your session has ended; sign in again',
    signedOut: 'You have signed out',
    failed: 'Sign-in failed',
    sso: {
      heading: 'Or sign in with',
      signInWith: 'Sign in with {{name}}',
      signingIn: 'Signing in…',
      errors: {
        providerUnknown: 'This single sign-on provider does not exist or is disabled',
        providerUnavailable: 'The single sign-on provider cannot be reached; try again later or sign in with your password',
        flowMissing: 'The single sign-on was not started in this browser or took too long; click the button again',
        flowExpired: 'The single sign-on took too long; click the button again',
        stateMismatch: 'The single sign-on answer does not belong to this sign-in (state mismatch); click the button again',
        replayed: 'This single sign-on answer was already used; click the button again',
        providerRefused: 'The provider did not sign you in (cancelled or refused)',
        tokenRejected: 'The provider\'s answer failed verification (issuer, audience, expiry or signature); ask your administrator to check the single sign-on settings',
        claimMissing: 'The provider did not send the claim "{{claim}}" that names your account; ask your administrator to check the claim mapping',
        unknownUser: 'No platform account "{{user}}" exists and this provider does not create accounts; ask your administrator for access',
        linkedToAnother: 'The account "{{user}}" is linked to another identity of this provider; ask your administrator',
        userDisabled: 'This account is disabled; contact your administrator',
      },
    },
  },
  routeError: { title: 'The page could not be loaded', reload: 'Reload' },
  loading: 'Loading…',
};

/**
 * Why a single sign-on ended without a session. The code travels to the login page (`/login?ssoError=`),
 * which explains it in the user's language; details stay in the server log.
 */
export type SsoRefusalCode =
  | 'providerUnknown'
  | 'providerUnavailable'
  | 'flowMissing'
  | 'flowExpired'
  | 'stateMismatch'
  | 'replayed'
  | 'providerRefused'
  | 'tokenRejected'
  | 'claimMissing'
  | 'unknownUser'
  | 'linkedToAnother'
  | 'userDisabled';

export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoRefusalCode,
    readonly detail: Record<string, string> = {},
  ) {
    super(`single sign-on refused: ${code}`);
    this.name = 'SsoRefusal';
  }
}

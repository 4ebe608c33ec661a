/**
 * What the server's log never shows: credentials in headers, bodies and URLs. pino's `redact` removes
 * the paths below from every line (the console and the server-log table alike), and URLs are written
 * with the values of secret-looking query parameters replaced.
 */
const SECRET_KEYS = ['password', 'newPassword', 'oldPassword', 'confirmPassword', 'token', 'accessToken', 'access_token', 'refreshToken', 'refresh_token', 'idToken', 'id_token', 'secret', 'clientSecret', 'client_secret', 'signSecret', 'authorization', 'cookie', 'apiKey', 'privateKey'];

export const LOG_REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

export const REDACTED = '[REDACTED]';

const SECRET_PARAM = /^(password|pwd|token|access_token|refresh_token|id_token|code|client_secret|secret|signature|sign|key|api_key|apikey)$/i;

/** The URL with the values of secret-looking query parameters (token, code, client_secret, ...) replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=', 1);
      return SECRET_PARAM.test(decodeURIComponent(name)) && pair.includes('=') ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

const SECRET_TEXT = new RegExp(`("?(?:${SECRET_KEYS.join('|')}|code)"?\\s*[:=]\\s*"?)([^"&,\\s}]+)`, 'gi');

/** A request or response body excerpt with secret-looking JSON or form values replaced. */
export function redactText(text: string): string {
  return text.replace(SECRET_TEXT, `$1${REDACTED}`);
}

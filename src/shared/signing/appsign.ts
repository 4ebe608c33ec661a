import MD5 from 'crypto-js/md5';

/**
 * The original platform's `appsign` header, kept for compatibility (it is not a security measure):
 * the second-to-last digit of the millisecond timestamp, mod 4, plus 1, says how many leading digits
 * to add up; that sum mod 4 plus 1 says how many times MD5 is applied to the timestamp.
 */
export function computeAppSign(timestamp: string): string {
  return appSignWith(timestamp, (text) => MD5(text).toString());
}

/** computeAppSign with the MD5 (hex) to use: the server passes Node's own. */
export function appSignWith(timestamp: string, md5Hex: (text: string) => string): string {
  if (!/^\d{2,}$/.test(timestamp)) throw new Error('timestamp must be a string of digits');
  const digits = timestamp.split('').map(Number);
  const leading = (digits[digits.length - 2] % 4) + 1;
  const sum = digits.slice(0, leading).reduce((a, b) => a + b, 0);
  const rounds = (sum % 4) + 1;
  let value = timestamp;
  for (let i = 0; i < rounds; i += 1) value = md5Hex(value);
  return value;
}

/** An empty value: absent, null or blank text. Required checks and filters treat these alike. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

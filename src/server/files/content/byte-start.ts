/** Whether `bytes` holds `signature` (bytes, or a latin1 string) at `offset`. */
export function hasBytesAt(bytes: Buffer, signature: readonly number[] | string, offset = 0): boolean {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  if (bytes.length < offset + expected.length) return false;
  return bytes.subarray(offset, offset + expected.length).equals(expected);
}

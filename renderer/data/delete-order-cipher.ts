import JSEncrypt from 'jsencrypt';

/** OAEP with SHA-256 leaves 190 bytes of plain text per block of a 2048-bit key. */
const BLOCK_BYTES = 190;

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The encrypted `fileIds` of a batch delete (DESIGN §4.4, docs/api.md "Files"): the JSON order
 * {fileIds, nonce, timestamp} (plain ASCII, which jsencrypt's one-byte-per-character input needs),
 * encrypted with the server's public key by RSA-OAEP/SHA-256 in blocks of 190 bytes, base64 blocks
 * joined by commas. The nonce and time make the order usable once.
 */
export function encryptDeleteOrder(publicKeyPem: string, fileIds: readonly number[], now: number = Date.now()): string {
  const order = JSON.stringify({ fileIds: fileIds.join(','), nonce: randomNonce(), timestamp: now });
  const cipher = new JSEncrypt();
  cipher.setPublicKey(publicKeyPem);
  const blocks: string[] = [];
  for (let start = 0; start < order.length; start += BLOCK_BYTES) {
    const block = cipher.encryptOAEP(order.slice(start, start + BLOCK_BYTES));
    if (block === false) throw new Error('the file service public key cannot encrypt');
    blocks.push(block);
  }
  return blocks.join(',');
}

import CryptoJS from 'crypto-js';

/**
 * SHA-256 of an upload chunk as base64 (the tus checksum extension's value). Web Crypto where the page
 * has it (https and localhost); crypto-js on plain-http deployments, where `crypto.subtle` is missing.
 */
export async function chunkChecksum(chunk: Blob): Promise<string> {
  const buffer = await chunk.arrayBuffer();
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', buffer));
    let binary = '';
    for (const byte of digest) binary += String.fromCharCode(byte);
    return btoa(binary);
  }
  const words = CryptoJS.lib.WordArray.create(new Uint8Array(buffer) as unknown as number[]);
  return CryptoJS.SHA256(words).toString(CryptoJS.enc.Base64);
}

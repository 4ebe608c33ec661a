import { createHash, createHmac } from 'node:crypto';
import { appSignWith } from '../../shared/signing/appsign';
import { canonicalRequestWith, type SignatureInput } from '../../shared/signing/request-signature';

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * The request signature (src/shared/signing/request-signature.ts) computed with Node's own crypto, which
 * the server checks on every signed call: the same text and HMAC-SHA256 as the browser's crypto-js, at a
 * fraction of the cost.
 */
export function signRequestNative(secret: string, input: SignatureInput): string {
  const bodyHash = createHash('sha256').update(input.body, 'utf8').digest('hex');
  return createHmac('sha256', secret).update(canonicalRequestWith(input, bodyHash), 'utf8').digest('hex');
}

/** The `appsign` of a timestamp (src/shared/signing/appsign.ts says how it is made), with Node's MD5. */
export function computeAppSignNative(timestamp: string): string {
  return appSignWith(timestamp, md5Hex);
}

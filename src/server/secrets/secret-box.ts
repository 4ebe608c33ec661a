import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeKeyFileOnce } from './write-key-file-once';

/** AES-256-GCM: a 32-byte key, a 12-byte IV per value, a 16-byte tag. */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed values name the format, so a later key rotation can tell old values from new ones. */
const PREFIX = 'aesgcm1:';

/** Where the key comes from: the value of SECRET_KEY, else the file SECRET_KEY_FILE (made on first start). */
export interface SecretKeySource {
  key?: string;
  path: string;
}

/**
 * Seals secrets kept at rest (an SSO provider's client secret, fields declared `"secret": true`) with
 * AES-256-GCM under one platform key: base64 of 32 bytes from the environment, or a key file under
 * DATA_DIR/keys, created on first start and readable by the owner only. Every process of a deployment
 * must read the same key; a value sealed under another key does not open (the tag check fails).
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static async open(source: SecretKeySource): Promise<SecretBox> {
    if (source.key !== undefined) return SecretBox.fromBase64(source.key, 'SECRET_KEY');
    const text = await readFile(source.path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return SecretBox.fromBase64(text ?? (await createKeyFile(source.path)), source.path);
  }

  static fromBase64(text: string, origin: string): SecretBox {
    const key = Buffer.from(text.trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`${origin}: the secret key must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
    return new SecretBox(key);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain text of a sealed value; throws when it was not sealed under this key or was altered. */
  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed secret');
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** A new random key, written once whatever other processes start at the same moment. */
function createKeyFile(path: string): Promise<string> {
  return writeKeyFileOnce(path, `${randomBytes(KEY_BYTES).toString('base64')}\n`);
}

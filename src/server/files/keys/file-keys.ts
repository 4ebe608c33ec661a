import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { writeKeyFileOnce } from '../../secrets/write-key-file-once';

const generateRsaKeyPair = promisify(generateKeyPair);

/** RSA-2048: every ciphertext block is 256 bytes. */
const KEY_BYTES = 256;

/**
 * The file service's RSA-2048 key pair (DESIGN §4.4): clients encrypt batch-delete ids with the public
 * key (jsencrypt's encryptOAEP, SHA-256: Node refuses PKCS#1 v1.5 decryption), the server decrypts with
 * the private one. Kept as PEM at `path`; created there on first start, readable by the owner only.
 */
export class FileKeys {
  private constructor(
    private readonly privateKey: KeyObject,
    readonly publicKeyPem: string,
  ) {}

  static async open(path: string): Promise<FileKeys> {
    const pem = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return FileKeys.fromPem(pem ?? (await createKeyFile(path)));
  }

  static fromPem(privatePem: string): FileKeys {
    const privateKey = createPrivateKey(privatePem);
    const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    return new FileKeys(privateKey, publicKeyPem);
  }

  /** Decrypts one OAEP (SHA-256) block given as base64; throws when it was not made with our public key. */
  decryptBlock(base64: string): Buffer {
    const block = Buffer.from(base64, 'base64');
    // jsencrypt drops the leading zero bytes of a ciphertext (about one in 256): put them back.
    const padded = block.length < KEY_BYTES ? Buffer.concat([Buffer.alloc(KEY_BYTES - block.length), block]) : block;
    return privateDecrypt({ key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, padded);
  }

  /** A secret for signing file links, the same on every process that reads this key. */
  linkKey(): Buffer {
    return createHash('sha256').update('file-links\0').update(this.privateKey.export({ type: 'pkcs8', format: 'der' })).digest();
  }
}

/** Off the main thread (libuv's pool): a first start migrates and seeds meanwhile. */
async function createKeyFile(path: string): Promise<string> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return writeKeyFileOnce(path, pem);
}

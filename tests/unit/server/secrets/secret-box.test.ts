import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../../src/server/secrets/secret-box';
import { checkSecretFields } from '../../../../src/shared/formats/secret-field-rules';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('the secret box (AES-256-GCM)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('opens what it sealed, with a new IV each time', () => {
    const box = SecretBox.fromBase64(KEY, 'test');
    const first = box.seal('client-secret-值');
    const second = box.seal('client-secret-值');
    expect(first).toMatch(/^aesgcm1:/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('client-secret');
    expect(box.open(first)).toBe('client-secret-值');
  });

  it('refuses an altered value and a value sealed under another key', () => {
    const box = SecretBox.fromBase64(KEY, 'test');
    const sealed = box.seal('s3cret');
    const bytes = Buffer.from(sealed.slice('aesgcm1:'.length), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`aesgcm1:${bytes.toString('base64')}`)).toThrow();
    expect(() => SecretBox.fromBase64(Buffer.alloc(32, 8).toString('base64'), 'other').open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });

  it('refuses a key that is not 32 bytes, naming where it came from', () => {
    expect(() => SecretBox.fromBase64(Buffer.alloc(16).toString('base64'), 'SECRET_KEY')).toThrow('SECRET_KEY: the secret key must be 32 bytes');
  });

  it('makes the key file on first start, readable by the owner only, and reads the same key after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    const path = join(dir, 'keys', 'secret-aes.key');
    const sealed = (await SecretBox.open({ path })).seal('kept');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect((await SecretBox.open({ path })).open(sealed)).toBe('kept');
    // SECRET_KEY wins over the file.
    expect(() => SecretBox.fromBase64(KEY, 'SECRET_KEY').open(sealed)).toThrow();
  });
});

describe('secret field rules', () => {
  const issues = (field: Record<string, unknown>) => {
    const found: string[] = [];
    checkSecretFields({ fields: [{ name: 'clientSecret', type: 'string', secret: true, ...field }] }, { addIssue: (issue: { message: string }) => found.push(issue.message) } as never);
    return found;
  };

  it('accepts a plain secret string and refuses what would read or compare it', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ required: true })).toEqual(['secret field `clientSecret` cannot be `required`: a secret is written, never read back nor compared']);
    expect(issues({ unique: true })[0]).toContain('`unique`');
    expect(issues({ type: 'integer' })).toEqual(['secret field `clientSecret` must be of type string']);
  });
});

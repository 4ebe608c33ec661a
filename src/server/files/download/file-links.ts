import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link works: long enough to start a download or show a picture, short enough to leak little. */
export const FILE_LINK_SECONDS = 600;

export interface FileLink {
  fileId: number;
  userId: number;
  disposition: 'attachment' | 'inline';
  expiresAt: number;
}

/**
 * Signed, short-lived links to one file (getFileUrl): what an <img>, an <iframe> or the browser's own
 * download manager can open without the signed headers of an API call. Large downloads go this way so
 * the browser streams them to disk instead of holding them in memory. The key is shared by every server
 * process (it derives from the file service's private key, file-keys.ts).
 */
export class FileLinks {
  constructor(private readonly key: Buffer) {}

  create(link: Omit<FileLink, 'expiresAt'>, now: number = Date.now()): { token: string; expiresAt: number } {
    const expiresAt = now + FILE_LINK_SECONDS * 1000;
    const body = `${link.fileId}.${link.userId}.${link.disposition === 'inline' ? 'i' : 'a'}.${expiresAt}`;
    return { token: `${body}.${this.sign(body)}`, expiresAt };
  }

  /** The link a token stands for, or null when it was altered or has expired. */
  read(token: string, now: number = Date.now()): FileLink | null {
    const match = /^(\d{1,15})\.(\d{1,15})\.([ai])\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const body = token.slice(0, token.lastIndexOf('.'));
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(match[5]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const expiresAt = Number(match[4]);
    if (expiresAt < now) return null;
    return { fileId: Number(match[1]), userId: Number(match[2]), disposition: match[3] === 'i' ? 'inline' : 'attachment', expiresAt };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

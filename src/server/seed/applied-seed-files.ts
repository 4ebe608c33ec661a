import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SEED_APPLIED_TABLE } from '../db/system-tables';
import type { SqlTables } from '../sql-database';

/** The seed-memory key of a whole seed file (beside the per-row keys of seed-memory.ts). */
function seedKeyOf(kind: string, fileName: string): string {
  return `file:${kind}/${fileName}`;
}

export function contentDigest(content: string): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Which seed files were applied whole, by the digest of their content, kept in SEED_APPLIED_TABLE. A file
 * applied before with the same content is not read again on a restart: its records are there, or an
 * administrator removed them on purpose. A release that changes the file applies it again.
 */
export class AppliedSeedFiles {
  private constructor(
    private readonly kind: string,
    private readonly digests: Map<string, string>,
  ) {}

  static async read(db: Kysely<SqlTables>, kind: string): Promise<AppliedSeedFiles> {
    const prefix = seedKeyOf(kind, '');
    const rows = await db.selectFrom(SEED_APPLIED_TABLE).select(['seedKey', 'appliedValues']).where('seedKey', 'like', `${prefix}%`).execute();
    const digests = new Map<string, string>();
    for (const row of rows) {
      const values = JSON.parse(String(row.appliedValues)) as { sha256?: unknown };
      if (typeof values.sha256 === 'string') digests.set(String(row.seedKey), values.sha256);
    }
    return new AppliedSeedFiles(kind, digests);
  }

  isApplied(fileName: string, digest: string): boolean {
    return this.digests.get(seedKeyOf(this.kind, fileName)) === digest;
  }

  /** Remembers that every record of the file is applied (after the last one was saved). */
  async remember(db: Kysely<SqlTables>, fileName: string, digest: string): Promise<void> {
    const seedKey = seedKeyOf(this.kind, fileName);
    const appliedValues = JSON.stringify({ sha256: digest });
    if (this.digests.has(seedKey)) await db.updateTable(SEED_APPLIED_TABLE).set({ appliedValues }).where('seedKey', '=', seedKey).execute();
    else await db.insertInto(SEED_APPLIED_TABLE).values({ seedKey, appliedValues }).execute();
    this.digests.set(seedKey, digest);
  }
}

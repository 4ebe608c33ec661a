import { PERMIT_KIND_NAMES, PERMIT_KINDS } from '../../shared/entity/permit-kinds';
import { z } from 'zod';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import { hashPassword } from '../auth/password-hash';
import { asNumber, type SqlDatabase } from '../sql-database';
import { systemTable } from '../system-tables';
import { SYSTEM_USER_ID, systemAudit } from './seed-writes';
import { responsibilityIdByCode } from './system-menus';

/** seed/system/demo-users.json: the demo suppliers and the demo users (with their published passwords). */
const DemoUsersSeed = z
  .object({
    suppliers: z.array(z.object({ supplierName: z.string().min(1) }).catchall(z.string())),
    users: z.array(
      z
        .object({
          userName: z.string().min(1),
          /** Absent: a service account of an API client (第三方应用), which never signs in: no password hash is stored. */
          password: z.string().min(8).optional(),
          userFullName: z.string().min(1),
          userType: z.enum(['internal', 'supplier']),
          email: z.string().optional(),
          supplierName: z.string().optional(),
          /** Reaches the records of every organisation (administrators); others get organisation permits. */
          allOrgAccess: z.boolean().optional(),
          /** Every purchase category, MRP controller and purchase group (the data permits' all-access flags). */
          allPermits: z.boolean().optional(),
          /** Empty only for a service account: what an API client may call is its token's scopes, not a menu. */
          responsibilities: z.array(z.string()),
        })
        .strict()
        .refine((user) => user.password === undefined || user.responsibilities.length > 0, { message: 'a user who signs in needs a responsibility' }),
    ),
  })
  .strict();

/** The system acting on its own (seed): internal, no supplier scope, audit user -1. */
export const SYSTEM_ACTOR: Actor = {
  userId: SYSTEM_USER_ID,
  userName: 'system',
  userType: 'internal',
  supplierId: null,
  language: 'CN',
  sessionId: SYSTEM_USER_ID,
  organizations: 'all',
};

const SUPPLIER_ENTITY = 'srmPosSupplierInfo';

/** The demo suppliers, created through the engine (numbers, defaults, audit) when no supplier of that name exists. */
async function ensureDemoSuppliers(engine: EntityEngine, suppliers: z.infer<typeof DemoUsersSeed>['suppliers']) {
  const ids = new Map<string, number>();
  for (const supplier of suppliers) {
    const found = await engine.listByPage(SUPPLIER_ENTITY, { supplierName: supplier.supplierName, pageRows: 1 }, SYSTEM_ACTOR);
    const record = found.rows[0] ?? (await engine.saveOrUpdate(SUPPLIER_ENTITY, { ...supplier }, SYSTEM_ACTOR));
    ids.set(supplier.supplierName, asNumber(record.supplierId));
  }
  return ids;
}

/**
 * Demo suppliers, then demo users with their responsibilities, only when the users table is empty
 * (a fresh database): the published demo passwords never reach a database that already has users.
 * Returns the number of users created.
 */
export async function seedDemoUsers(database: SqlDatabase, engine: EntityEngine, seed: unknown, now = new Date()) {
  const config = DemoUsersSeed.parse(seed);
  const anyUser = await database.db.selectFrom(systemTable('users')).select('userId').limit(1).executeTakeFirst();
  if (anyUser) return 0;
  const supplierIds = await ensureDemoSuppliers(engine, config.suppliers);
  const hashes = await Promise.all(config.users.map((user) => (user.password === undefined ? null : hashPassword(user.password))));
  const respIds = new Map<string, number>();
  for (const code of new Set(config.users.flatMap((user) => user.responsibilities))) {
    const id = await responsibilityIdByCode(database, code);
    if (id === null) throw new Error(`demo users: unknown responsibility ${code}`);
    respIds.set(code, id);
  }
  await database.db.transaction().execute(async (db) => {
    for (const [index, user] of config.users.entries()) {
      const supplierId = user.supplierName ? supplierIds.get(user.supplierName) : null;
      if (supplierId === undefined) throw new Error(`demo user ${user.userName}: unknown supplier ${user.supplierName}`);
      const inserted = await db
        .insertInto(systemTable('users'))
        .values({
          userName: user.userName,
          userFullName: user.userFullName,
          userType: user.userType,
          supplierId,
          email: user.email ?? null,
          passwordHash: hashes[index],
          enabledFlag: 'Y',
          allOrgAccessFlag: user.allOrgAccess ? 'Y' : 'N',
          ...Object.fromEntries(PERMIT_KIND_NAMES.map((kind) => [PERMIT_KINDS[kind].allFlag, user.allPermits ? 'Y' : 'N'])),
          ...systemAudit(now),
        })
        .returning('userId')
        .executeTakeFirstOrThrow();
      for (const code of user.responsibilities) {
        await db
          .insertInto(systemTable('userResponsibilities'))
          .values({ userId: asNumber(inserted.userId), responsibilityId: respIds.get(code), ...systemAudit(now) })
          .execute();
      }
    }
  });
  return config.users.length;
}

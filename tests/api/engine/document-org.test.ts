import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../src/server/db';
import { openEngineWorld, orderInput, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;
const linesOf = (record: Row, name = 'lines') => record[name] as Row[];

/**
 * Order lines and their schedules keep their order's organisation in documentOrgId
 * (src/server/db/document-org-column.ts): what a restricted user's list of lines filters and counts on.
 * It must follow every write that changes it, or lines would show to the wrong organisation.
 */
describe.each(dialects)('the organisation each order line keeps on %s', (dialect) => {
  let world: EngineWorld;
  let otherOrg: number;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    otherOrg = Number((await world.engine.saveOrUpdate('baseOrganization', { orgCode: 'SH01', orgName: '上海工厂', orgType: 'GROUP' }, world.admin)).orgId);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const withSchedules = (overrides: Row = {}) =>
    orderInput(world, {
      lines: [
        { itemName: '深沟球轴承 6205', demandQty: 100, taxPrice: 11.3, demandDate: '2026-12-01', schedules: [{ planDate: '2026-12-01', planQty: 60 }] },
        { itemName: '定位销 Φ8', demandQty: 10, taxPrice: 2.5, demandDate: '2026-12-05' },
      ],
      ...overrides,
    });

  /** The organisation each stored line and schedule of the order keeps, in line order. */
  async function keptOrgs(orderId: number): Promise<{ lines: unknown[]; schedules: unknown[] }> {
    const lines = await world.database.db.selectFrom('srm_po_lines').select(['poLineId', 'documentOrgId']).where('poHeaderId', '=', orderId).orderBy('lineNumber').execute();
    const lineIds = lines.map((line) => Number(line.poLineId));
    const schedules = lineIds.length === 0 ? [] : await world.database.db.selectFrom('srm_po_line_schedules').select('documentOrgId').where('poLineId', 'in', lineIds).orderBy('scheduleId').execute();
    return { lines: lines.map((line) => Number(line.documentOrgId)), schedules: schedules.map((schedule) => Number(schedule.documentOrgId)) };
  }

  const limitedTo = (org: number) => ({ ...world.admin, organizations: [org] });
  const listedLineIds = async (orderId: number, org: number) =>
    (await world.engine.listByPage('srmPoLine', { poHeaderId: orderId }, limitedTo(org))).rows.map((row) => row.poLineId);

  it("writes the order's organisation on its new lines and schedules, and never shows it on a record", async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    expect(await keptOrgs(saved.poHeaderId as number)).toEqual({ lines: [world.orgId, world.orgId], schedules: [world.orgId] });
    expect(linesOf(saved)[0]).not.toHaveProperty('documentOrgId');
    const listed = await world.engine.listByPage('srmPoLine', { poHeaderId: saved.poHeaderId }, world.admin);
    expect(listed.rows[0]).not.toHaveProperty('documentOrgId');
  });

  it('moves every line and schedule with the order to another organisation, whether the lines are sent or left out', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const id = saved.poHeaderId as number;
    const lineIds = linesOf(saved).map((line) => line.poLineId);
    const movedWithoutLines = await world.engine.saveOrUpdate('srmPoHeader', { poHeaderId: id, versionNum: saved.versionNum, orgId: otherOrg }, world.admin);
    expect(await keptOrgs(id)).toEqual({ lines: [otherOrg, otherOrg], schedules: [otherOrg] });
    expect(await listedLineIds(id, otherOrg)).toEqual(lineIds);
    expect(await listedLineIds(id, world.orgId)).toEqual([]);
    await world.engine.saveOrUpdate('srmPoHeader', { ...movedWithoutLines, orgId: world.orgId }, world.admin);
    expect(await keptOrgs(id)).toEqual({ lines: [world.orgId, world.orgId], schedules: [world.orgId] });
    expect(await listedLineIds(id, otherOrg)).toEqual([]);
    expect(await listedLineIds(id, world.orgId)).toEqual(lineIds);
  });

  it('gives added lines and schedules the organisation, and keeps it on the lines that stay when others are removed', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules({ orgId: otherOrg }), world.admin);
    const [first, second] = linesOf(saved);
    const added = await world.engine.saveOrUpdate(
      'srmPoHeader',
      { ...saved, lines: [first, second, { itemName: '新增行', demandQty: 1, taxPrice: 1, demandDate: '2026-12-09', schedules: [{ planDate: '2026-12-09', planQty: 1 }] }] },
      world.admin,
    );
    expect(await keptOrgs(saved.poHeaderId as number)).toEqual({ lines: [otherOrg, otherOrg, otherOrg], schedules: [otherOrg, otherOrg] });
    const kept = linesOf(added)[2];
    await world.engine.saveOrUpdate('srmPoHeader', { ...added, lines: [kept] }, world.admin);
    expect(await keptOrgs(saved.poHeaderId as number)).toEqual({ lines: [otherOrg], schedules: [otherOrg] });
    expect(await listedLineIds(saved.poHeaderId as number, otherOrg)).toEqual([kept.poLineId]);
  });

  it("gives lines imported into an order the order's organisation", async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { orgId: otherOrg }), world.admin);
    const id = saved.poHeaderId as number;
    const rows = [1, 2, 3].map((n) => ({ itemName: `导入物料 ${n}`, demandQty: n, taxPrice: 2, taxRateCode: 'VAT13', demandDate: '2026-12-10' }));
    expect(await world.engine.importRecords('srmPoLine', rows, world.admin, { headerId: id })).toEqual({ ok: true, created: 3, updated: 0 });
    expect((await keptOrgs(id)).lines).toEqual([otherOrg, otherOrg, otherOrg, otherOrg]);
    expect(await listedLineIds(id, otherOrg)).toHaveLength(4);
  });

  it('moves a line saved on its own onto an order of another organisation', async () => {
    const here = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const there = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { orgId: otherOrg }), world.admin);
    const line = linesOf(here)[0];
    await world.engine.saveOrUpdate('srmPoLine', { ...line, poHeaderId: there.poHeaderId, schedules: undefined }, world.admin);
    expect((await keptOrgs(there.poHeaderId as number)).lines).toEqual([otherOrg, otherOrg]);
    const schedule = await world.database.db.selectFrom('srm_po_line_schedules').select('documentOrgId').where('poLineId', '=', line.poLineId as number).executeTakeFirstOrThrow();
    expect(Number(schedule.documentOrgId)).toBe(otherOrg);
    expect(await listedLineIds(here.poHeaderId as number, world.orgId)).toEqual([linesOf(here)[1].poLineId]);
  });

  it('fills the column when a migration adds it to lines written before it existed', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules({ orgId: otherOrg }), world.admin);
    const { db } = world.database;
    // The database as an earlier version left it: no column, no index, no steps recorded.
    const steps = await db.selectFrom('sys_migrations').select('name').where('name', 'like', '%document_org_id%').execute();
    for (const { name } of steps) {
      const index = /^create index (\S+)$/.exec(String(name));
      if (index) await sql`drop index ${sql.id(index[1])}`.execute(db);
    }
    for (const table of ['srm_po_line_schedules', 'srm_po_lines']) await sql`alter table ${sql.table(table)} drop column document_org_id`.execute(db);
    await db.deleteFrom('sys_migrations').where('name', 'like', '%document_org_id%').execute();

    const report = await migrateDatabase(world.database, world.catalog);
    expect(report.applied).toEqual(expect.arrayContaining([
      'add column srm_po_lines.document_org_id',
      'fill column srm_po_lines.document_org_id',
      'fill column srm_po_line_schedules.document_org_id',
      'create index ix_srm_po_lines_document_org_id_po_line_id',
    ]));
    expect(await keptOrgs(saved.poHeaderId as number)).toEqual({ lines: [otherOrg, otherOrg], schedules: [otherOrg] });
    const unfilled = await db.selectFrom('srm_po_lines').select(sql<number>`count(*)`.as('total')).where('documentOrgId', 'is', null).executeTakeFirstOrThrow();
    expect(Number(unfilled.total)).toBe(0);
    expect((await migrateDatabase(world.database, world.catalog)).applied).toEqual([]);
  });
});

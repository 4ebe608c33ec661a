import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityRecord } from '../../../src/server/entities';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;
const linesOf = (record: Row, name = 'lines') => record[name] as Row[];

describe.each(dialects)('lines of lines on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const withSchedules = (overrides: Row = {}) =>
    orderInput(world, {
      lines: [
        {
          itemName: '深沟球轴承 6205', demandQty: 100, taxPrice: 11.3, demandDate: '2026-12-01',
          schedules: [{ planDate: '2026-12-01', planQty: 60 }, { planDate: '2026-12-15', planQty: 40, scheduleRemark: '第二批' }],
        },
        { itemName: '定位销 Φ8', demandQty: 10, taxPrice: 2.5, demandDate: '2026-12-05' },
      ],
      ...overrides,
    });

  it('saves, numbers, computes and reads back the schedules of each line', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const [first, second] = linesOf(saved);
    expect(linesOf(first, 'schedules').map((s) => [s.scheduleNumber, s.planQty, s.scheduleRemark])).toEqual([[1, 60, null], [2, 40, '第二批']]);
    expect(first.scheduledQty).toBe(100);
    expect(first.openQty).toBe(100);
    expect(linesOf(second, 'schedules')).toEqual([]);
    expect(second.scheduledQty).toBe(0);
    const read = await world.engine.findById('srmPoHeader', saved.poHeaderId as number, world.admin);
    expect(linesOf(linesOf(read)[0], 'schedules')).toHaveLength(2);
  });

  it('updates kept schedules, adds and removes others, and keeps those of a line sent without them', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const [first, second] = linesOf(saved);
    const [keep] = linesOf(first, 'schedules');
    const updated = await world.engine.saveOrUpdate('srmPoHeader', {
      ...saved,
      lines: [
        { ...first, schedules: [{ ...keep, planQty: 70 }, { planDate: '2026-12-20', planQty: 30 }] },
        { ...second, schedules: undefined },
      ],
    }, world.admin);
    const schedules = linesOf(linesOf(updated)[0], 'schedules');
    expect(schedules.map((s) => [s.scheduleId === keep.scheduleId, s.scheduleNumber, s.planQty])).toEqual([[true, 1, 70], [false, 2, 30]]);
    expect(linesOf(updated)[0].scheduledQty).toBe(100);
  });

  it('deletes the schedules of a removed line and of a deleted order', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const [first, second] = linesOf(saved);
    const scheduleIds = linesOf(first, 'schedules').map((s) => s.scheduleId as number);
    await world.engine.saveOrUpdate('srmPoHeader', { ...saved, lines: [second] }, world.admin);
    const left = await world.database.db.selectFrom('srm_po_line_schedules').select('scheduleId').where('scheduleId', 'in', scheduleIds).execute();
    expect(left).toEqual([]);
    const again = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const againIds = linesOf(linesOf(again)[0], 'schedules').map((s) => s.scheduleId as number);
    await world.engine.delete('srmPoHeader', again.poHeaderId as number, world.admin);
    expect(await world.database.db.selectFrom('srm_po_line_schedules').select('scheduleId').where('scheduleId', 'in', againIds).execute()).toEqual([]);
  });

  it('names the line and the schedule of a field error, and saves nothing', async () => {
    const input = withSchedules();
    (linesOf(linesOf(input)[0], 'schedules')[1] as EntityRecord).planQty = -1;
    const refused = await rejection(world.engine.saveOrUpdate('srmPoHeader', input, world.admin));
    expect(refused.errors).toEqual([
      { field: 'planQty', line: { collection: 'schedules', index: 1, parent: { collection: 'lines', index: 0 } }, message: 'Planned quantity must be at least 0.0001' },
    ]);
  });

  it('refuses a schedule id of another line as a line that does not belong here', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const other = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const foreign = linesOf(linesOf(other)[0], 'schedules')[0];
    const [first, second] = linesOf(saved);
    const refused = await rejection(world.engine.saveOrUpdate('srmPoHeader', { ...saved, lines: [{ ...first, schedules: [foreign] }, second] }, world.admin));
    expect(refused.errors[0]).toMatchObject({ field: 'scheduleId', line: { collection: 'schedules', index: 0, parent: { collection: 'lines', index: 0 } } });
    expect(linesOf(linesOf(await world.engine.findById('srmPoHeader', other.poHeaderId as number, world.admin))[0], 'schedules')).toHaveLength(2);
  });

  it('keeps schedules in their order\'s scope: a supplier reads them only of its own order in a status it may see', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const id = saved.poHeaderId as number;
    const scheduleId = linesOf(linesOf(saved)[0], 'schedules')[0].scheduleId as number;
    const list = (actor = world.supplierActorA) => world.engine.listByPage('srmPoLineSchedule', { scheduleId }, actor);
    expect((await list()).rows).toEqual([]);
    await world.engine.runAction('srmPoHeader', 'doSubmit', { id }, world.admin);
    await world.engine.runAction('srmPoHeader', 'doApproval', { id }, world.admin);
    await world.engine.runAction('srmPoHeader', 'doSend', { id }, world.admin);
    expect((await list()).rows).toHaveLength(1);
    expect((await list(world.supplierActorB)).rows).toEqual([]);
    expect((await list({ ...world.admin, organizations: [] })).rows).toEqual([]);
  });

  it('refuses to change the schedules of an order that is no longer editable', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', withSchedules(), world.admin);
    const id = saved.poHeaderId as number;
    await world.engine.runAction('srmPoHeader', 'doSubmit', { id }, world.admin);
    const schedule = linesOf(linesOf(saved)[0], 'schedules')[0];
    const refused = await rejection(world.engine.saveOrUpdate('srmPoLineSchedule', { ...schedule, planQty: 1 }, world.admin));
    expect(refused.message).toBe('The record cannot be changed or deleted when the status is Submitted');
  });
});

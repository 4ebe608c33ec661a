import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

import { BpmCaller, type Row } from '../bpm/bpm-support';

/**
 * The organisation structure (schemas/base: institutions, departments, position levels, jobs, positions,
 * employees and their position assignments) as the demo data sets it up (seed/demo/records/180-185), and
 * the rules of each: codes and users unique, named formats, trees that refuse loops, one primary position
 * per employee, assignments filled from their position and showing the employee's job and user.
 */
let server: TestServer;
let admin: BpmCaller;

beforeAll(async () => {
  server = await startTestServer();
  admin = new BpmCaller(await signIn(server.baseUrl, 'admin', 'EN'));
});
afterAll(async () => {
  await server?.stop();
});

async function one(menu: string, resource: string, filter: Row): Promise<Row> {
  const found = await admin.call<Row[]>(menu, 'base', resource, 'listByPage', filter);
  expect(found.status, found.msg).toBe('S');
  expect(found.data).toHaveLength(1);
  return found.data[0];
}

const department = (code: string) => one('ORG_DEPARTMENT', 'baseDepartmentRestful', { departmentCode: code });
const employee = (number: string) => one('ORG_EMPLOYEE', 'baseEmployeeRestful', { employeeNumber: number });

describe('the demo organisation', () => {
  it('puts the buyer in 采购一部 under 李审批, below 采购中心 under 赵总监', async () => {
    const pur1 = await department('PUR1');
    const pur = await department('PUR');
    expect(pur1).toMatchObject({ departmentName: '采购一部', parentDepartmentId: pur.departmentId, headUserName: 'approver', institutionName: '集团总部' });
    expect(pur).toMatchObject({ headUserName: 'director', parentDepartmentName: '总经办' });
    expect(await employee('E0012')).toMatchObject({ employeeName: '王采购', userName: 'buyer', departmentName: '采购一部', jobName: '采购工程师' });
  });

  it('lists the staff with department, position, level, job and user (staffInquiry)', async () => {
    const buyer = await employee('E0012');
    const rows = await admin.call<Row[]>('ORG_STAFF_INQUIRY', 'base', 'basePositionAllotRestful', 'listByPage', { employeeId: buyer.employeeId });
    expect(rows.status, rows.msg).toBe('S');
    expect(rows.data.map((row) => [row.employeeName, row.departmentName, row.positionName, row.levelName, row.jobName, row.userName, row.primaryFlag])).toEqual([
      ['王采购', '采购一部', '采购一部采购工程师', '专员', '采购工程师', 'buyer', 'Y'],
    ]);
  });

  it('links the subsidiary institution to its business organisation', async () => {
    const sh = await one('ORG_INSTITUTION', 'baseInstitutionRestful', { institutionCode: 'SH01' });
    expect(sh).toMatchObject({ institutionName: '上海制造有限公司', orgCode: 'SH01', parentInstitutionName: '集团总部', institutionType: 'COMPANY' });
  });
});

describe('organisation rules', () => {
  it('a user is at most one employee: a second employee for the buyer is refused naming the field', async () => {
    const buyer = await employee('E0012');
    const pur1 = await department('PUR1');
    const twice = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'saveOrUpdate', {
      employeeNumber: 'E9001', employeeName: '重复账号', departmentId: pur1.departmentId, entryDate: '2026-01-05', userId: buyer.userId,
    });
    expect(twice.status).toBe('E');
    expect(twice.errors?.map((error) => error.field)).toEqual(['userId']);
  });

  it('a department head is an internal user, and a business organisation is one institution', async () => {
    const supplierUser = await one('USER_MANAGE', 'baseUsersRestful', { userName: 'supplier1' });
    const pur2 = await department('PUR2');
    const supplierHead = await admin.call('ORG_DEPARTMENT', 'base', 'baseDepartmentRestful', 'saveOrUpdate', { ...pur2, headUserId: supplierUser.userId });
    expect(supplierHead.status).toBe('E');
    expect(supplierHead.errors?.map((error) => error.field)).toEqual(['headUserId']);
    const hq = await one('ORG_INSTITUTION', 'baseInstitutionRestful', { institutionCode: 'HQ' });
    const secondHq = await admin.call('ORG_INSTITUTION', 'base', 'baseInstitutionRestful', 'saveOrUpdate', {
      institutionCode: 'T02', institutionName: '重复组织', institutionType: 'COMPANY', orgId: hq.orgId,
    });
    expect(secondHq.status).toBe('E');
    expect(secondHq.errors?.map((error) => error.field)).toEqual(['orgId']);
  });

  it('a wrong credit code or mobile number is refused naming the field', async () => {
    const badCode = await admin.call('ORG_INSTITUTION', 'base', 'baseInstitutionRestful', 'saveOrUpdate', {
      institutionCode: 'T01', institutionName: '测试公司', institutionType: 'COMPANY', creditCode: '91310000MA1FL8TQ37',
    });
    expect(badCode.status).toBe('E');
    expect(badCode.errors?.map((error) => error.field)).toEqual(['creditCode']);
    const pur1 = await department('PUR1');
    const badMobile = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'saveOrUpdate', {
      employeeNumber: 'E9002', employeeName: '号码错误', departmentId: pur1.departmentId, entryDate: '2026-01-05', mobile: '1234',
    });
    expect(badMobile.status).toBe('E');
    expect(badMobile.errors?.map((error) => error.field)).toEqual(['mobile']);
  });

  it('a department cannot be moved below its own sub-department', async () => {
    const pur = await department('PUR');
    const pur1 = await department('PUR1');
    const moved = await admin.call('ORG_DEPARTMENT', 'base', 'baseDepartmentRestful', 'doMove', { id: pur.departmentId, versionNum: pur.versionNum, parentId: pur1.departmentId });
    expect(moved.status).toBe('E');
    expect((await department('PUR')).parentDepartmentId).toBe(pur.parentDepartmentId);
  });

  it('an employee holds at most one primary position', async () => {
    const sun = await employee('E0013');
    const read = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'findById', { id: sun.employeeId });
    const p014 = await one('ORG_POSITION', 'basePositionRestful', { positionCode: 'P014' });
    const positions = [...(read.data.positions as Row[]), { positionId: p014.positionId, startDate: '2026-11-01', primaryFlag: 'Y' }];
    const refused = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'saveOrUpdate', { ...read.data, positions });
    expect(refused.status).toBe('E');
    expect(refused.errors?.[0]).toMatchObject({ field: 'primaryFlag', line: { collection: 'positions', index: 1 } });
    const alone = await admin.call('ORG_POSITION_ALLOT', 'base', 'basePositionAllotRestful', 'saveOrUpdate', {
      employeeId: sun.employeeId, positionId: p014.positionId, startDate: '2026-11-01', primaryFlag: 'Y',
    });
    expect(alone.status).toBe('E');
    expect(alone.errors?.map((error) => error.field)).toEqual(['primaryFlag']);
  });

  it('a position assignment saved on its own takes its department and level from the position', async () => {
    const sun = await employee('E0013');
    const p014 = await one('ORG_POSITION', 'basePositionRestful', { positionCode: 'P014' });
    const saved = await admin.call('ORG_POSITION_ALLOT', 'base', 'basePositionAllotRestful', 'saveOrUpdate', {
      employeeId: sun.employeeId, positionId: p014.positionId, startDate: '2026-11-01', primaryFlag: 'N',
    });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ departmentId: p014.departmentId, positionLevelId: p014.positionLevelId, userId: null });
  });
});

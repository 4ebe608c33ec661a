// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { validateProject } from '../../../tools/validate/validate-project';
import { signIn, type SignedInClient } from '../../api/support/signed-client';
import { createJsonOnlyProject, NEW_ENTITY, type JsonOnlyProject } from './support/json-only-project';

/*
 * The proof of the authoring issue, server half: a brand-new entity added as JSON only (in a copy of the
 * repository) gets its table, its endpoints, its screens and its menu from the unchanged server code.
 */
let project: JsonOnlyProject;
let dataDir: string;
let app: FastifyInstance;
let admin: SignedInClient;

beforeAll(async () => {
  project = createJsonOnlyProject();
  dataDir = mkdtempSync(join(tmpdir(), 'srm-json-only-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web-build'), LOG_LEVEL: 'silent' });
  app = await buildApp(config, { repoRoot: project.root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server has no address');
  admin = await signIn(`http://127.0.0.1:${address.port}`, 'admin');
}, 60000);

afterAll(async () => {
  await app?.close();
  project?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a new entity added as JSON only', () => {
  it('passes the validator with its screens and menu', () => {
    const report = validateProject(project.root);
    expect(report.problems.format()).toBe('');
    const committed = validateProject(join(import.meta.dirname, '../../..'));
    expect(report.entityCount).toBe(committed.entityCount + 1);
    expect(report.screenCount).toBe(committed.screenCount + 2);
  });

  it('has its table, migrated from the schema', () => {
    const database = new BetterSqlite3(join(dataDir, 'srm.sqlite'), { readonly: true });
    try {
      const columns = database.prepare('select name from pragma_table_info(?)').all('srm_quality_issues') as { name: string }[];
      expect(columns.map((column) => column.name)).toEqual(
        expect.arrayContaining(['issue_id', 'issue_number', 'issue_title', 'supplier_id', 'severity', 'found_date', 'defect_qty', 'version_num']),
      );
    } finally {
      database.close();
    }
  });

  it('shows its menu to the administrator, with the resource codes of its buttons', async () => {
    const menu = await admin.menu(project.scaffold.menuCode);
    const resources = await admin.adapter.request<{ resourceCode: string }[]>({
      service: 'base',
      resource: 'baseResourceRestful',
      operation: 'findResourcesByRespMenu',
      body: { ...menu },
    });
    expect(resources.data.map((row) => row.resourceCode).sort()).toEqual(['btnAdd', 'btnDelete', 'btnSave']);
  });

  it('answers its endpoints: save with an auto number, list with the supplier name, find by id', async () => {
    const menu = await admin.menu(project.scaffold.menuCode);
    const call = <T>(operation: string, body: Record<string, unknown>) =>
      admin.adapter.request<T>({ service: 'srm', resource: `${NEW_ENTITY}Restful`, operation, body, menu });
    const saved = await call<Record<string, unknown>>('saveOrUpdate', {
      issueTitle: '轴承外圈划伤',
      supplierId: 1,
      severity: 'MAJOR',
      foundDate: '2026-11-20',
      defectQty: 12,
    });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data.issueNumber).toMatch(/^QI\d{8}-0001$/);
    const listed = await call<Record<string, unknown>[]>('listByPage', { pageIndex: 1, pageRows: 20, severity: 'MAJOR' });
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ issueTitle: '轴承外圈划伤', supplierName: expect.any(String) });
    const found = await call<Record<string, unknown>>('findById', { id: saved.data.issueId });
    expect(found.data).toMatchObject({ issueNumber: saved.data.issueNumber, defectQty: 12 });
    const refused = await call('saveOrUpdate', { issueTitle: '缺少供应商', severity: 'UNKNOWN', foundDate: '2026-11-20' });
    expect(refused.status).toBe('E');
  });
});

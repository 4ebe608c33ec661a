import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { userMenus } from '../security/support/menu-coverage';
import { sendCall, type CallAnswer } from '../security/support/signed-call';
import { signedHeaders } from '../../../renderer/data/signed-headers';
import { fuzzedListInputs, jsonObject, listedEntities, nestedColumnsJson } from './support/fuzzed-inputs';

/** Entities the cases are sent to: spread over the catalogue, each with a menu of the administrator over its own screens. */
const ENTITIES_TRIED = 6;

let server: TestServer;
let admin: SignedInClient;
let targets: { entity: EntitySchema; menu: MenuContext }[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  const menus = await userMenus(admin);
  const readable = listedEntities().flatMap((entity) => {
    // A menu of the entity's own screens: through a reference (a picker) the aggregate is not open.
    const menu = menus.menuFor(entity.name, 'write');
    return menu ? [{ entity, menu }] : [];
  });
  const stride = Math.max(1, Math.floor(readable.length / ENTITIES_TRIED));
  targets = readable.filter((_, index) => index % stride === 0).slice(0, ENTITIES_TRIED);
  // The server seeds its demo data on a fresh database: minutes on a loaded shared runner (PostgreSQL).
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** Sends a JSON body given as text, signed as the browser signs it. */
function send(path: string, body: string, menu: MenuContext): Promise<CallAnswer> {
  const headers = signedHeaders({ session: admin.login, language: 'EN' }, { method: 'POST', path, body, menu });
  return sendCall(server.baseUrl, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body }, path);
}

/** A refusal of the caller's input: a 4xx, status E, and the parameter named in `errors`. */
function refusalProblem(label: string, answer: CallAnswer, field: string): string | undefined {
  const fields = answer.envelope?.errors?.map((error) => error.field) ?? [];
  const refused = answer.httpStatus >= 400 && answer.httpStatus < 500 && answer.envelope?.status === 'E' && fields.includes(field);
  return refused ? undefined : `${label}: HTTP ${answer.httpStatus}, ${answer.envelope?.status} "${answer.envelope?.msg}", fields [${fields.join(', ')}] (expected ${field})`;
}

async function expectHealthy(): Promise<void> {
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(health.status).toBe(200);
}

describe('list inputs the fuzzer found (issue 22)', () => {
  it('refuses each with a 4xx naming the parameter, on listByPage and aggregate of every entity tried', async () => {
    expect(targets.length).toBe(ENTITIES_TRIED);
    const problems: string[] = [];
    for (const { entity, menu } of targets) {
      for (const operation of ['listByPage', 'aggregate']) {
        const path = `/api/${entity.service}/v1/${entity.name}Restful/${operation}`;
        for (const input of fuzzedListInputs(entity)) {
          if (operation === 'aggregate' && input.field === 'pageIndex') continue;
          // An aggregate's body is a list's filters with the measures beside them.
          const body = operation === 'aggregate' ? input.body.replace(/^\{/, '{"measures":[{"fn":"count"}],') : input.body;
          const answer = await send(path, body, menu);
          const problem = refusalProblem(`${entity.name} ${operation} ${input.name}`, answer, input.field);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
    await expectHealthy();
    // About 170 requests, a dozen of them a megabyte each, signed and checked.
  }, 120_000);
});

describe('export parameters the fuzzer found (issue 22)', () => {
  it('refuses columns nested 10,000 deep on exportExcel and in doBackExport paramsValue, naming them', async () => {
    const problems: string[] = [];
    for (const { entity, menu } of targets) {
      const requestUrl = `/api/${entity.service}/v1/${entity.name}Restful/listByPage`;
      const columns = nestedColumnsJson(10_000);
      const direct = await send('/api/export/v1/exportExcelRestful/exportExcel', jsonObject({ requestUrl, columns }), menu);
      const asArray = await send('/api/export/v1/exportExcelRestful/exportExcel', jsonObject({ requestUrl }, { columns }), menu);
      const paramsValue = jsonObject({ requestUrl }, { columns });
      const back = await send('/api/base/v1/baseReportBackExportRestful/doBackExport', jsonObject({ paramsValue }), menu);
      for (const [label, answer, field] of [
        ['exportExcel columns as text', direct, 'columns'],
        ['exportExcel columns as an array', asArray, 'columns'],
        ['doBackExport paramsValue', back, 'paramsValue'],
      ] as const) {
        const problem = refusalProblem(`${entity.name} ${label}`, answer, field);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    await expectHealthy();
  });
});

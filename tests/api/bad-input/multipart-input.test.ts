// Dialect-neutral: multipart parsing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { signedHeaders } from '../../../renderer/data/signed-headers';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { catalog, coverage, userMenus } from '../security/support/menu-coverage';
import { sendCall, type CallAnswer } from '../security/support/signed-call';

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** Broken multipart bodies the fuzzer sent (issue 22), each with the parameter its refusal names. */
const BROKEN_FORMS: { name: string; contentType: string; body: Buffer }[] = [
  {
    name: '200 fields',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(
      Array.from({ length: 200 }, (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('') + `--${BOUNDARY}--\r\n`,
    ),
  },
  {
    name: 'no closing boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 cut here`),
  },
  { name: 'bytes that are no form', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from([0, 1, 2, 255, 254, 13, 10, 45, 45, 7]) },
  { name: 'a multipart type without boundary', contentType: 'multipart/form-data', body: Buffer.from('files=x') },
];

let server: TestServer;
let admin: SignedInClient;
let imports: { entity: string; menu: MenuContext }[];
let poMenu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  const menus = (await userMenus(admin)).rows.filter((row) => row.menuType === '20');
  // Every entity the schemas open to Excel import on its own (lines imported into a header need one),
  // through a menu of the administrator whose template download works (the menu grants the import).
  imports = [];
  for (const entity of catalog.all().filter((candidate) => candidate.import && !candidate.import.intoHeader)) {
    for (const row of menus.filter((candidate) => coverage.forRoute(candidate.htmlUrl ?? null).full.has(entity.name))) {
      const menu = { menuId: row.menuId, respId: row.respId };
      const template = await sendJson('/api/export/v1/importExcelRestful/downloadImportTemplate', { entity: entity.name }, menu);
      if (template.ok) {
        imports.push({ entity: entity.name, menu });
        break;
      }
    }
  }
  poMenu = await admin.menu('PO_LIST');
  // The server seeds its demo data on a fresh database: minutes on a loaded shared runner (PostgreSQL).
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

function sendJson(path: string, body: Record<string, unknown>, menu: MenuContext): Promise<Response> {
  const text = JSON.stringify(body);
  const headers = signedHeaders({ session: admin.login, language: 'EN' }, { method: 'POST', path, body: text, menu });
  return fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: text });
}

/** A multipart call as the browser signs it: parameters in the signed query, the body unsigned. */
function sendForm(path: string, contentType: string, body: Buffer, menu: MenuContext): Promise<CallAnswer> {
  const headers = signedHeaders({ session: admin.login, language: 'EN' }, { method: 'POST', path, body: '', menu });
  return sendCall(server.baseUrl, { method: 'POST', headers: { ...headers, 'Content-Type': contentType }, body: new Uint8Array(body) }, path);
}

function refusalProblem(label: string, answer: CallAnswer): string | undefined {
  const fields = answer.envelope?.errors?.map((error) => error.field) ?? [];
  const refused = answer.httpStatus >= 400 && answer.httpStatus < 500 && answer.envelope?.status === 'E' && fields.includes('body');
  return refused ? undefined : `${label}: HTTP ${answer.httpStatus}, ${answer.envelope?.status} "${answer.envelope?.msg}", fields [${fields.join(', ')}]`;
}

describe('broken multipart bodies (issue 22)', () => {
  it('are refused with a 4xx naming the body, on every Excel import and on the attachment upload', async () => {
    expect(imports.length).toBeGreaterThanOrEqual(2);
    const targets = [
      ...imports.map(({ entity, menu }) => ({ label: `importExcel ${entity}`, path: `/api/export/v1/importExcelRestful/importExcel?entity=${entity}`, menu })),
      { label: 'upload srmPoHeader.attachmentIds', path: `${FILE_PATHS.upload}?entity=srmPoHeader&field=attachmentIds`, menu: poMenu },
    ];
    const problems: string[] = [];
    for (const target of targets) {
      for (const form of BROKEN_FORMS) {
        const problem = refusalProblem(`${target.label} ${form.name}`, await sendForm(target.path, form.contentType, form.body, target.menu));
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});

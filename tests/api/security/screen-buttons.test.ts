// Dialect-neutral: the resource check of each button, decided before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRow } from '../../../src/shared/tree/menu-tree';
import type { RegisteredRoute } from '../../../src/server/http/route-registry';
import { approvalUpdateResource } from '../../../src/server/access/entity-operation-resources';
import { internalMayCall, supplierMayCall } from '../../../src/server/access/supplier-operations';
import { DEMO_USERS, type DemoUserName } from '../support/demo-users';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { buttonCall, menuButtons, NAVIGATION_ACTIONS, type ButtonCall, type ScreenButton } from './support/button-calls';
import { CaseTally } from './support/case-tally';
import { catalog } from './support/menu-coverage';
import { registeredRoutes } from './support/route-catalog';
import { call } from './support/signed-call';

/**
 * Every button of every screen runs on the server only with its resource code, GENERATED from the screen
 * descriptors and the demo users' grants (seed/system/menus.json): for each toolbar, row and form button
 * naming a resource code, on each menu of each demo user that opens its screen, the call the button makes
 * is refused (403, "no permission") when his responsibility does not grant the code on that menu, and gets
 * past the access check when it does. Buttons that only open a screen are counted, their save is a button too.
 */
interface ButtonCase {
  user: DemoUserName;
  menu: MenuRow;
  button: ScreenButton;
  call: ButtonCall;
  /** Why the server must let the call past the access check, or refuse it. */
  kind: string;
  granted: boolean;
}

const NO_PERMISSION = 'you have no permission for this action';
const tally = new CaseTally('screen buttons');
let server: TestServer;
const clients = new Map<DemoUserName, SignedInClient>();
const cases: ButtonCase[] = [];
const unmapped: string[] = [];

async function grantedCodes(client: SignedInClient, menu: MenuRow): Promise<Set<string>> {
  const answer = await client.adapter.request<{ resourceCode: string }[]>({
    service: 'base',
    resource: 'baseResourceRestful',
    operation: 'findResourcesByRespMenu',
    body: { menuId: menu.menuId, respId: menu.respId },
  });
  if (answer.status !== 'S') throw new Error(`resources of menu ${menu.menuCode}: ${answer.msg}`);
  return new Set(answer.data.map((row) => row.resourceCode));
}

/**
 * Whether the user's grant on the menu lets the call through: his kind of user may run the operation
 * (supplier-operations.ts), and he holds the button's code, or, for an update of a document, the code of its
 * approving action (an approver's change while the document is in approval).
 */
function expectation(client: SignedInClient, made: ButtonCall, codes: Set<string>, resource: string): { kind: string; granted: boolean } {
  if (made.access) {
    const supplier = client.login.user.userType === 'supplier';
    if (!(supplier ? supplierMayCall(made.access, catalog) : internalMayCall(made.access, catalog))) return { kind: 'other kind of user, refused', granted: false };
  }
  if (codes.has(resource)) return { kind: 'granted, passes', granted: true };
  const approving = made.access ? approvalUpdateResource(catalog.get(made.access.entity), made.access.operation, made.body) : undefined;
  if (approving !== undefined && codes.has(approving)) return { kind: 'approving code, approval-only update passes', granted: true };
  return { kind: 'not granted, refused', granted: false };
}

function generate(user: DemoUserName, client: SignedInClient, menu: MenuRow, codes: Set<string>, routes: RegisteredRoute[]): void {
  for (const button of menuButtons(menu.htmlUrl as string)) {
    if (NAVIGATION_ACTIONS.has(button.action)) {
      tally.add('opens a screen (no call of its own)');
      continue;
    }
    const made = buttonCall(button, routes);
    if (!made) unmapped.push(`${button.route}: ${button.action} (${button.resource})`);
    else cases.push({ user, menu, button, call: made, ...expectation(client, made, codes, button.resource) });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const routes = registeredRoutes(server.app);
  for (const user of Object.keys(DEMO_USERS) as DemoUserName[]) {
    const client = await signIn(server.baseUrl, user, 'EN');
    clients.set(user, client);
    const menus = await client.adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    for (const menu of menus.data.filter((row) => row.menuType === '20' && row.htmlUrl)) {
      generate(user, client, menu, await grantedCodes(client, menu), routes);
    }
  }
});
afterAll(async () => {
  tally.print();
  await server?.stop();
});

/** Room for a few hundred generated calls on a loaded machine: a hang still fails, after minutes rather than 30 s. */
const GENERATED_CASES_TIMEOUT = { timeout: 300_000 };

describe('resource codes of screen buttons', () => {
  it('finds the call of every button and cases on both sides', () => {
    expect(unmapped).toEqual([]);
    expect(cases.filter((found) => found.granted).length).toBeGreaterThan(20);
    expect(cases.filter((found) => !found.granted).length).toBeGreaterThan(20);
    expect(cases.some((found) => found.button.action === 'backExport' && !found.granted && found.user === 'approver')).toBe(true);
  });

  // Generated: the cases grow with every screen and button (343 today).
  it('refuses each button without its code (403) and lets it past the check with it', GENERATED_CASES_TIMEOUT, async () => {
    const failures: string[] = [];
    for (const found of cases) {
      const { button, menu } = found;
      const label = `${found.user} on ${menu.menuCode} (resp ${menu.respId}): ${button.route} ${button.action} [${button.resource}] ${found.kind}`;
      const client = clients.get(found.user) as SignedInClient;
      const answer = await call(server.baseUrl, client.login, { path: found.call.path, body: found.call.body, menu: { menuId: menu.menuId, respId: menu.respId } });
      const refused = answer.httpStatus === 403;
      if (!found.granted && (!refused || answer.envelope?.msg !== NO_PERMISSION)) failures.push(`${label}: answered ${answer.httpStatus} ${answer.envelope?.msg}`);
      if (found.granted && refused) failures.push(`${label}: refused`);
      if (answer.httpStatus >= 500) failures.push(`${label}: answered ${answer.httpStatus}`);
      tally.add(`${found.kind}: ${button.action}`);
    }
    expect(failures).toEqual([]);
  });
});

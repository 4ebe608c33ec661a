/**
 * The message centre at volume: 100,000 in-app message instances (PENDING, spread over the demo's internal
 * users) delivered by MessageDelivery into the inbox (baseUserMessage) in this process, then, through the real
 * server process and the browser's signing adapter, the bell's list of the newest messages (listRecent) of a
 * user holding about a fifth of them, the unread count, and the administrator's 消息实例 list over the 100,000
 * instances, one request at a time. `BENCH_MESSAGES` and `BENCH_ROUNDS` change the size and the number of requests.
 */
import pino from 'pino';
import { createDatabase } from '../../src/server/db';
import { refreshPlannerStatistics } from '../../src/server/db/planner-statistics';
import { MessageDelivery } from '../../src/server/message-centre/message-delivery';
import { MSG_TABLES } from '../../src/server/message-centre/message-entities';
import { SecretBox } from '../../src/server/secrets/secret-box';
import { systemAudit } from '../../src/server/seed/seed-writes';
import { INBOX_OPERATIONS, INBOX_RESOURCE } from '../../src/shared/messages/inbox-message';
import { percentiles, formatMs } from './latency-stats';
import { startServer } from '../support/server-process';
import { signInTo } from '../support/signed-session';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const USERS = ['admin', 'buyer', 'approver', 'director', 'finance'];

async function timed(samples: number[], work: () => Promise<{ status: string; msg: string }>): Promise<void> {
  const started = performance.now();
  const answer = await work();
  samples.push(performance.now() - started);
  if (answer.status !== 'S') throw new Error(answer.msg);
}

export async function measureMessages(): Promise<string[]> {
  const lines: string[] = [];
  const first = await startServer();
  await first.stop(false);
  const database = await createDatabase({ dataDir: first.dataDir });
  try {
    const users = await database.db.selectFrom('base_users').select(['userId', 'userName']).where('userName', 'in', USERS).execute();
    const source = await database.db.selectFrom(MSG_TABLES.source).select('sourceId').where('sourceCode', '=', 'PO_SUBMITTED').executeTakeFirstOrThrow();
    const template = await database.db.selectFrom(MSG_TABLES.template).select('templateId').where('templateCode', '=', 'PO_SUBMITTED_INAPP').executeTakeFirstOrThrow();
    const channel = await database.db.selectFrom(MSG_TABLES.channel).select('channelId').where('channelCode', '=', 'INAPP').executeTakeFirstOrThrow();
    const audit = systemAudit(new Date());
    const insertStarted = performance.now();
    const chunk = 500;
    for (let start = 0; start < MESSAGES; start += chunk) {
      const rows = Array.from({ length: Math.min(chunk, MESSAGES - start) }, (_, offset) => {
        const index = start + offset;
        const user = users[index % users.length];
        const code = `PO20261122-${String(index).padStart(6, '0')}`;
        return {
          sourceId: source.sourceId, templateId: template.templateId, channelId: channel.channelId, channelType: 'INAPP', entityName: 'srmPoHeader',
          recordId: index + 1, recordCode: code, eventAction: 'doSubmit', receiverUserId: user.userId,
          titleCn: `采购订单 ${code} 待您审批`, titleEn: `Purchase order ${code} awaits your approval`,
          contentCn: `王采购 提交了采购订单 ${code}（供应商：华东精密机械有限公司，含税总额 113000.00 CNY），请及时审批。`,
          contentEn: `王采购 submitted purchase order ${code} (supplier 华东精密机械有限公司, total 113000.00 CNY). Please review it.`,
          linkRoute: 'purOrderManage/purchaseOrderEdit', linkParams: JSON.stringify({ id: String(index + 1) }),
          status: 'PENDING', attemptCount: 0, maxAttempts: 3, ...audit,
        };
      });
      // 25 columns a row: 40 rows a statement stays under SQLite's bound-parameter limit.
      for (let at = 0; at < rows.length; at += 40) await database.db.insertInto(MSG_TABLES.instance).values(rows.slice(at, at + 40)).execute();
    }
    // The daily planner-statistics program's work, done now: the benchmark measures the steady state.
    await refreshPlannerStatistics(database);
    lines.push(`${MESSAGES} PENDING instances written in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`);
    const delivery = new MessageDelivery(database, { deliver: async () => ({ status: 'SENT' }) }, SecretBox.fromBase64(Buffer.alloc(32, 7).toString('base64'), 'bench'), pino({ level: 'silent' }));
    const started = performance.now();
    const attempts = await delivery.deliverDue();
    const seconds = (performance.now() - started) / 1000;
    const sent = await database.db.selectFrom(MSG_TABLES.instance).select((eb) => eb.fn.countAll().as('count')).where('status', '=', 'SENT').executeTakeFirstOrThrow();
    lines.push(`in-app delivery: ${attempts} instances in ${seconds.toFixed(1)} s = ${Math.round(attempts / seconds)} messages/s (${String(sent.count)} SENT, inbox rows and log rows written)`);
  } finally {
    await database.close();
  }
  const server = await startServer({}, first.dataDir);
  try {
    const approver = await signInTo(server.baseUrl, 'approver', 'Approver@123');
    const recent: number[] = [];
    const unread: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await timed(recent, () => approver.adapter.request({ service: 'base', resource: INBOX_RESOURCE, operation: INBOX_OPERATIONS.list, body: {} }));
      await timed(unread, () => approver.adapter.request({ service: 'base', resource: INBOX_RESOURCE, operation: INBOX_OPERATIONS.count, body: {} }));
    }
    const admin = await signInTo(server.baseUrl, 'admin', 'Admin@123');
    const menu = await admin.menu('MSG_INSTANCE');
    const firstPage: number[] = [];
    const filtered: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await timed(firstPage, () => admin.adapter.request({ service: 'message', resource: 'msgInstanceRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 50 }, menu }));
      await timed(filtered, () => admin.adapter.request({ service: 'message', resource: 'msgInstanceRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 50, status: 'SENT', recordCode_like: '0421' }, menu }));
    }
    const report = (name: string, samples: number[]) => {
      const { p50, p95 } = percentiles(samples.slice(Math.min(5, samples.length - 1)));
      lines.push(`${name}: p50 ${formatMs(p50)}, p95 ${formatMs(p95)}`);
    };
    report('approver inbox list (bell, newest 20 of ~20,000)', recent);
    report('approver unread count', unread);
    report('admin msgInstance list, first page of 50', firstPage);
    report('admin msgInstance list, SENT + document number contains', filtered);
  } finally {
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`message centre, ${MESSAGES} in-app instances + demo data, ${ROUNDS} sequential requests per case (SQLite):`);
  for (const line of await measureMessages()) console.log(`  ${line}`);
}

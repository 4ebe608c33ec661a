import { existsSync, readFileSync } from 'node:fs';
import type { SqlDatabase } from '../sql-database';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';
import { systemAudit } from './seed-writes';

/** seed/demo/messages.json: in-app messages of the demo users, in both languages, some read, some to-dos. */
interface DemoMessage {
  user: string;
  sourceType: string;
  category?: string;
  read: boolean;
  title: { cn: string; en: string };
  content: { cn: string; en: string };
  /** Opens the newest record of this table on this route. */
  link?: { route: string; table: string; key: string };
}

/** Marks the demo's messages (sourceEntity), so a restart adds none again. */
const DEMO_SOURCE = 'demoMessage';

/**
 * The demo users' inbox (DEMO_DATA): written once, when no demo message is stored yet; a message whose user
 * is missing is skipped. Older ones first, so the list's newest are the first of the file.
 */
export async function seedDemoMessages(database: SqlDatabase, file: string, now = new Date()): Promise<number> {
  const table = systemTable('userMessages');
  if (!existsSync(file)) return 0;
  const stored = await database.db.selectFrom(table).select('messageId').where('sourceEntity', '=', DEMO_SOURCE).limit(1).execute();
  if (stored.length > 0) return 0;
  const { messages } = JSON.parse(readFileSync(file, 'utf8')) as { messages: DemoMessage[] };
  const users = await database.db.selectFrom(systemTable('users')).select(['userId', 'userName']).execute();
  const idOf = new Map(users.map((user) => [String(user.userName), asNumber(user.userId)]));
  let written = 0;
  for (const [index, message] of [...messages.entries()].reverse()) {
    const recipientId = idOf.get(message.user);
    if (recipientId === undefined) continue;
    let linkId: string | null = null;
    if (message.link) {
      const row = await database.db.selectFrom(message.link.table).select(message.link.key).orderBy(message.link.key, 'desc').limit(1).executeTakeFirst();
      if (row) linkId = String((row as Record<string, unknown>)[message.link.key]);
    }
    const category = message.category ?? 'NOTICE';
    const at = new Date(now.getTime() - index * 37 * 60_000);
    const audit = systemAudit(at);
    await database.db
      .insertInto(table)
      .values({
        recipientId,
        sourceType: message.sourceType,
        titleCn: message.title.cn,
        titleEn: message.title.en,
        contentCn: message.content.cn,
        contentEn: message.content.en,
        linkRoute: linkId ? (message.link?.route ?? null) : null,
        linkParams: linkId ? JSON.stringify({ id: linkId }) : null,
        linkId,
        sourceEntity: DEMO_SOURCE,
        readFlag: message.read ? 'Y' : 'N',
        readTime: message.read ? audit.creationDate : null,
        messageCategory: category,
        todoStatus: category === 'TODO' ? 'OPEN' : null,
        ...audit,
      })
      .execute();
    written += 1;
  }
  return written;
}

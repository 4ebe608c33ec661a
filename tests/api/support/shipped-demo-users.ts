import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How many users seed/system/demo-users.json ships (sign-in users and API clients' service accounts). */
export function shippedUserCount(): number {
  return (JSON.parse(readFileSync(join(process.cwd(), 'seed/system/demo-users.json'), 'utf8')) as { users: unknown[] }).users.length;
}

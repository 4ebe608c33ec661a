import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The demo users of seed/system/demo-users.json (published demo passwords). */
export const DEMO_USERS = {
  admin: { userName: 'admin', password: 'Admin@123' },
  buyer: { userName: 'buyer', password: 'Buyer@123' },
  approver: { userName: 'approver', password: 'Approver@123' },
  director: { userName: 'director', password: 'Director@123' },
  finance: { userName: 'finance', password: 'Finance@123' },
  supplier1: { userName: 'supplier1', password: 'Supplier@123' },
  supplier2: { userName: 'supplier2', password: 'Supplier@123' },
} as const;

export type DemoUserName = keyof typeof DEMO_USERS;

/** How many users seed/system/demo-users.json ships (sign-in users and API clients' service accounts). */
export function shippedUserCount(): number {
  return (JSON.parse(readFileSync(join(process.cwd(), 'seed/system/demo-users.json'), 'utf8')) as { users: unknown[] }).users.length;
}

import { z } from 'zod';
import type { JobProgram } from '../jobs/job-program';
import { SupplierInvites } from './supplier-invites';

/**
 * Daily at 01:00, once a day of expiry has passed: sent invitations past it become 已过期 in the list,
 * whether or not anyone opened their link (opening one expires it at once as well).
 */
export const expireInvitationsProgram: JobProgram<Record<string, never>> = {
  code: 'expireSupplierInvitations',
  name: { cn: '注册邀请过期', en: 'Expire registration invitations' },
  parameters: z.object({}).strict(),
  daily: { hour: 1 },
  async run(_parameters, { database, now }) {
    const expired = await new SupplierInvites(database).expireOverdue(now);
    return { cn: `已将${expired}个过期的注册邀请置为已过期`, en: `Marked ${expired} overdue registration invitation(s) expired` };
  },
};

import { z } from 'zod';
import type { JobProgram, JobProgramDeclaration } from '../jobs/job-program';
import type { MessageDelivery } from './message-delivery';

const NoParameters = z.object({}).strict();

/** The message centre's sweep as requests know it (SCHEDULE_PROGRAM lookup value msgDelivery). */
export const MESSAGE_DELIVERY_PROGRAM: JobProgramDeclaration<z.infer<typeof NoParameters>> = {
  code: 'msgDelivery',
  name: { cn: '消息中心投递与重试', en: 'Message centre delivery and retries' },
  parameters: NoParameters,
};

/**
 * Every minute, once across processes (the job queue: BullMQ with Redis, in process without): instances a
 * stopped process left SENDING go back to PENDING, then every due instance (retries whose wait is over,
 * anything a post-commit kick missed) is delivered.
 */
export function messageDeliveryProgram(delivery: MessageDelivery): JobProgram<z.infer<typeof NoParameters>> {
  return {
    ...MESSAGE_DELIVERY_PROGRAM,
    every: { minutes: 1 },
    async run() {
      const released = await delivery.releaseStuck();
      const attempts = await delivery.deliverDue();
      return { cn: `投递尝试${attempts}次，恢复中断的消息${released}条`, en: `Made ${attempts} delivery attempt(s), released ${released} interrupted message(s)` };
    },
  };
}

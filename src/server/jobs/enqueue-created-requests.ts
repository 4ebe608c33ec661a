import type { FastifyBaseLogger } from 'fastify';
import type { EntityWrite } from '../services/entity-write';
import { asNumber } from '../sql-database';
import type { JobQueue } from './job-queue';
import { SCHEDULE_REQUEST_ENTITY } from './schedule-request';

/**
 * Submitting a request is saving a new scheduleRequest record: once the save has committed, the new
 * requests are enqueued. A failed enqueue does not fail the save (the record exists and is PENDING):
 * the lost-request sweep enqueues it again within a couple of minutes.
 */
export async function enqueueCreatedRequests(jobs: JobQueue, write: EntityWrite, log: FastifyBaseLogger): Promise<void> {
  if (write.entity !== SCHEDULE_REQUEST_ENTITY) return;
  for (const record of write.created) {
    const requestId = asNumber(record.requestId);
    const later = record.scheduleType === 'AT' || record.scheduleType === 'CRON';
    if (later && jobs.arrange) {
      const arranged = await jobs.arrange(requestId).catch((error: unknown) => {
        log.warn({ err: error, requestId }, 'scheduled job request not arranged; it is arranged when delivered');
        return false;
      });
      if (arranged) continue;
    }
    await jobs.submit(requestId).catch((error: unknown) => {
      log.warn({ err: error, requestId }, 'job request not enqueued; the lost-request sweep will enqueue it');
    });
  }
}

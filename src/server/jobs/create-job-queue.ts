import type { RedisConnection } from '../redis/redis-connection';
import { BullmqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueueOptions } from './job-core';
import type { JobQueue } from './job-queue';

/** BullMQ when Redis is configured (requests shared by every process), in this process otherwise. */
export async function createJobQueue(options: JobQueueOptions, redis: RedisConnection | null): Promise<JobQueue> {
  return redis ? BullmqJobQueue.create(options, redis) : new InProcessJobQueue(options);
}

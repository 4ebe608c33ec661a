import type { ChainableCommander } from 'ioredis';

/**
 * Runs a MULTI … EXEC block and answers each command's reply. ioredis reports a failed command inside
 * the block as an [error, reply] pair rather than rejecting, so without this check a write that Redis
 * refused (out of memory, wrong key type) would pass unnoticed.
 */
export async function execTransaction(transaction: ChainableCommander): Promise<unknown[]> {
  const results = await transaction.exec();
  if (results === null) throw new Error('Redis transaction was aborted');
  return results.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

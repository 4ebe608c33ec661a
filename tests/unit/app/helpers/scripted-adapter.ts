import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { DataAdapter, DataRequest } from '../../../../renderer/data/data-adapter';

export type Handler = (request: DataRequest) => ApiEnvelope | Promise<ApiEnvelope>;

/**
 * A data adapter answering from handlers keyed `service/resource/operation`, recording every request. An
 * unscripted call answers status E, so a test notices calls it did not expect.
 */
export function createScriptedAdapter(handlers: Record<string, Handler>) {
  const calls: DataRequest[] = [];
  const adapter: DataAdapter = {
    async request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      calls.push(request);
      const handler = handlers[`${request.service}/${request.resource}/${request.operation}`];
      if (!handler) return { status: 'E', msg: `unscripted call ${request.operation}`, data: null as T };
      return (await handler(request)) as ApiEnvelope<T>;
    },
  };
  return { adapter, calls };
}

export function ok<T>(data: T): ApiEnvelope<T> {
  return { status: 'S', msg: '', data };
}

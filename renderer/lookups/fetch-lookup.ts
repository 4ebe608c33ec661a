import type { DataAdapter } from '../data/data-adapter';
import { asLookupValues, type LookupValue } from './lookup-value';

/** Requests in flight per adapter and type code, so twenty cells of one column ask once. */
const inFlight = new WeakMap<DataAdapter, Map<string, Promise<LookupValue[]>>>();

async function requestLookup(adapter: DataAdapter, typeCode: string): Promise<LookupValue[]> {
  const answer = await adapter.request<unknown>({
    service: 'base',
    resource: 'baseLookupValuesRestful',
    operation: 'findDic',
    body: { lookupType: typeCode },
  });
  const values = answer.status === 'S' ? asLookupValues(answer.data) : undefined;
  if (!values) throw new Error(answer.msg || `lookup ${typeCode} could not be loaded`);
  return values;
}

export function fetchLookup(adapter: DataAdapter, typeCode: string): Promise<LookupValue[]> {
  let pending = inFlight.get(adapter);
  if (!pending) {
    pending = new Map();
    inFlight.set(adapter, pending);
  }
  const existing = pending.get(typeCode);
  if (existing) return existing;
  const owner = pending;
  const request = requestLookup(adapter, typeCode).finally(() => owner.delete(typeCode));
  owner.set(typeCode, request);
  return request;
}

import type { PageInfo } from '../../shared/api/envelope';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityRecord } from '../entities/entity-engine.types';
import type { ServiceListRequest } from './service-list-request';

/** A record's key: the engine's numeric ids, or whatever text a provider's records are known by. */
export type RecordKey = string | number;

/** Who asks, about which entity (its fields and labels); messages go out in `actor.language`. */
export interface ProviderCall {
  entity: EntitySchema;
  actor: Actor;
}

/** One page of a provider's records. */
export interface ProviderPage {
  rows: EntityRecord[];
  page: PageInfo;
  /** Said to the user instead of the usual "done", e.g. that only part of the matches could be listed. */
  notice?: string;
}

/** What a delete did: how many records were really removed (a key already gone counts 0). */
export interface ProviderRemoval {
  removed: number;
}

/**
 * The code that answers the records of a service entity (`"storage": "service"`). It implements the
 * standard operations it supports; the others answer "not supported". Routes, access checks, paging
 * rules and the envelope are the platform's: a provider receives a checked request and throws ApiError
 * (src/server/http/api-error.ts) for anything the caller must change.
 */
export interface ServiceEntityProvider {
  findById?(key: RecordKey, call: ProviderCall): Promise<EntityRecord>;
  listByPage?(request: ServiceListRequest, call: ProviderCall): Promise<ProviderPage>;
  /** The entity's `serviceLists`, by name: each answers like listByPage. */
  lists?: Readonly<Record<string, (request: ServiceListRequest, call: ProviderCall) => Promise<ProviderPage>>>;
  saveOrUpdate?(record: EntityRecord, call: ProviderCall): Promise<EntityRecord>;
  batchSaveOrUpdate?(records: EntityRecord[], call: ProviderCall): Promise<EntityRecord[]>;
  delete?(key: RecordKey, call: ProviderCall): Promise<ProviderRemoval>;
  batchDelete?(keys: RecordKey[], call: ProviderCall): Promise<ProviderRemoval>;
}

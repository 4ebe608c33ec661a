/** The entity engine's public API (src/server/entities): what the HTTP layer and the seeds call. */
export { createEntityEngine, type EntityEngineOptions } from './create-entity-engine';
export type { Actor, ActionInput, EntityEngine, EntityRecord, ImportFailure, ImportOptions, ImportOutcome, OrganizationAccess, PageResult, RecordReach } from './entity-engine.types';
export type { RecordCheck, RecordChecks } from './custom-record-checks';
export { DEFAULT_PAGE_ROWS, MAX_PAGE_ROWS } from './list-by-page';
export { formatDate, formatDateTime } from './engine-clock';

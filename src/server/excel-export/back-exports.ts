import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { formatDateTime } from '../entities/engine-clock';
import { asNumber, asOptionalString, type SqlDatabase } from '../sql-database';

export const BACK_EXPORT_ENTITY = 'baseReportBackExport';

/** BACK_EXPORT_STATUS (seed/system/lookups.json). */
export const BACK_EXPORT_STATUS = { pending: 'PENDING', running: 'RUNNING', done: 'DONE', error: 'ERROR' } as const;

/** A background export as its job reads it. */
export interface BackExportToRun {
  backExportId: number;
  userId: number;
  fileName: string;
  paramsValue: string;
}

/** A finished export's file, for the download. */
export interface BackExportFile {
  status: string;
  fileName: string;
  storageKey: string | null;
}

/**
 * The background-export records as the job and the download move them (the engine creates them and
 * answers the list). Every status change is one conditional UPDATE, so a record is exported once
 * however many processes receive its request.
 */
export class BackExports {
  private readonly table: string;

  constructor(
    private readonly database: SqlDatabase,
    catalog: EntityCatalog,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.table = tableOf(catalog.get(BACK_EXPORT_ENTITY));
  }

  /** Links a new record to the job request that will write it. */
  async attachRequest(backExportId: number, requestId: number): Promise<void> {
    await this.database.db.updateTable(this.table).set({ requestId }).where('backExportId', '=', backExportId).execute();
  }

  /** PENDING -> RUNNING for the request it belongs to; undefined when it is not (any more) this request's to run. */
  async claim(backExportId: number, requestId: number): Promise<BackExportToRun | undefined> {
    const result = await this.database.db
      .updateTable(this.table)
      .set({ status: BACK_EXPORT_STATUS.running })
      .where('backExportId', '=', backExportId)
      .where('requestId', '=', requestId)
      .where('status', '=', BACK_EXPORT_STATUS.pending)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const row = await this.database.db
      .selectFrom(this.table)
      .select(['backExportId', 'userId', 'fileName', 'paramsValue'])
      .where('backExportId', '=', backExportId)
      .executeTakeFirstOrThrow();
    return { backExportId: asNumber(row.backExportId), userId: asNumber(row.userId), fileName: String(row.fileName), paramsValue: String(row.paramsValue) };
  }

  async finishDone(backExportId: number, written: { storageKey: string; rowCount: number; fileSize: number }): Promise<void> {
    await this.database.db
      .updateTable(this.table)
      .set({ status: BACK_EXPORT_STATUS.done, ...written, finishTime: formatDateTime(this.now()) })
      .where('backExportId', '=', backExportId)
      .execute();
  }

  async finishError(backExportId: number, message: string): Promise<void> {
    await this.database.db
      .updateTable(this.table)
      .set({ status: BACK_EXPORT_STATUS.error, errorMessage: message.slice(0, 1000), finishTime: formatDateTime(this.now()) })
      .where('backExportId', '=', backExportId)
      .execute();
  }

  /** The file of a record of this user's: undefined for anyone else's, exactly as for a missing one. */
  async fileOf(backExportId: number, userId: number): Promise<BackExportFile | undefined> {
    const row = await this.database.db
      .selectFrom(this.table)
      .select(['status', 'fileName', 'storageKey'])
      .where('backExportId', '=', backExportId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { status: String(row.status), fileName: String(row.fileName), storageKey: asOptionalString(row.storageKey) };
  }
}

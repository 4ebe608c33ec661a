import { createHash, randomInt } from 'node:crypto';
import type { FieldError } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';
import { hashPassword } from '../auth/password-hash';
import { systemAudit, SYSTEM_USER_ID } from '../seed/seed-writes';
import { asNumber, asOptionalString, type SqlDatabase, type SqlRow } from '../sql-database';
import { dateTimeText, systemTable } from '../system-tables';
import { REGISTER_FILES_TABLE } from './register-files';
import type { RegistrationView } from '../../shared/registration/registration-shapes';
import type { RegistrationInput } from './registration-input';
import { registrationMessage } from './registration-messages';
import { ApiError } from '../http/api-error';
import { SupplierInvites, type OpenInvitation } from './supplier-invites';

export const REGISTRATIONS_TABLE = 'srm_supplier_register';

/** A registration as the applicant may see it again (never the password hash, never anyone else's), with its id. */
export interface OwnRegistration extends RegistrationView {
  registerId: number;
}

export function draftTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toOwn(row: SqlRow): OwnRegistration {
  const status = String(row.registerStatus);
  return {
    registerId: asNumber(row.registerId),
    registerNumber: String(row.registerNumber),
    registerStatus: status === 'APPROVED' || status === 'REJECTED' ? status : 'SUBMITTED',
    rejectReason: asOptionalString(row.rejectReason),
    supplierName: String(row.supplierName),
    creditCode: String(row.creditCode),
    contactName: String(row.contactName),
    contactPhone: String(row.contactPhone),
    contactEmail: String(row.contactEmail),
    userName: String(row.userName),
  };
}

/** Registration rows: the duplicate checks, submit, the applicant's own look-up and correction. */
export class Registrations {
  constructor(private readonly database: SqlDatabase) {}

  /** Whether a supplier of this name exists or another registration of it is pending or approved. */
  async nameTaken(supplierName: string, exceptRegisterId?: number): Promise<boolean> {
    const { db } = this.database;
    const supplier = await db.selectFrom(systemTable('suppliers')).select('supplierId').where('supplierName', '=', supplierName).executeTakeFirst();
    if (supplier) return true;
    let query = db.selectFrom(REGISTRATIONS_TABLE).select('registerId').where('supplierName', '=', supplierName).where('registerStatus', 'in', ['SUBMITTED', 'APPROVED']);
    if (exceptRegisterId !== undefined) query = query.where('registerId', '!=', exceptRegisterId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async userNameTaken(userName: string, exceptRegisterId?: number): Promise<boolean> {
    const { db } = this.database;
    const user = await db.selectFrom(systemTable('users')).select('userId').where('userName', '=', userName).executeTakeFirst();
    if (user) return true;
    let query = db.selectFrom(REGISTRATIONS_TABLE).select('registerId').where('userName', '=', userName).where('registerStatus', 'in', ['SUBMITTED', 'REJECTED']);
    if (exceptRegisterId !== undefined) query = query.where('registerId', '!=', exceptRegisterId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The uniqueness problems of a form, by field. */
  async duplicateErrors(input: RegistrationInput, language: Language, exceptRegisterId?: number): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    if (await this.nameTaken(input.supplierName, exceptRegisterId)) errors.push({ field: 'supplierName', message: registrationMessage('supplierNameTaken', language) });
    if (await this.userNameTaken(input.userName, exceptRegisterId)) errors.push({ field: 'userName', message: registrationMessage('userNameTaken', language) });
    return errors;
  }

  /**
   * Saves the registration and links the draft's attachments to it, in one transaction; answers its number.
   * Through an invitation, the registration records the inviting organisation and claims the invitation in
   * the same transaction (a link used meanwhile refuses the whole registration).
   */
  async submit(input: RegistrationInput, tokenHash: string, invitation: OpenInvitation | null, language: Language, now = new Date()): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    const registerNumber = `R${dateTimeText(now).slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const { password: _omitted, ...fields } = input;
    await this.database.db.transaction().execute(async (db) => {
      const row = await db
        .insertInto(REGISTRATIONS_TABLE)
        .values({ ...fields, registerNumber, passwordHash, registerStatus: 'SUBMITTED', submittedDate: dateTimeText(now), orgId: invitation?.orgId ?? null, inviteId: invitation?.inviteId ?? null, ...systemAudit(now) })
        .returning('registerId')
        .executeTakeFirstOrThrow();
      const registerId = asNumber(row.registerId);
      if (invitation && !(await SupplierInvites.claim(db, invitation, registerId, now))) {
        const message = registrationMessage('inviteUsed', language);
        throw new ApiError(message, [{ field: 'inviteToken', message }]);
      }
      await db.updateTable(REGISTER_FILES_TABLE).set({ registerId }).where('draftTokenHash', '=', tokenHash).where('registerId', 'is', null).execute();
    });
    return registerNumber;
  }

  /** The applicant's own registration, when the number and password match; otherwise null (same for both). */
  async findOwn(registerNumber: string, password: string, verify: (password: string, hash: string) => Promise<boolean>): Promise<OwnRegistration | null> {
    const row = await this.database.db.selectFrom(REGISTRATIONS_TABLE).selectAll().where('registerNumber', '=', registerNumber).executeTakeFirst();
    const hash = asOptionalString(row?.passwordHash);
    const matches = await verify(password, hash ?? '');
    return row && matches ? toOwn(row) : null;
  }

  /** A rejected registration corrected and submitted again; false when it is no longer rejected. */
  async resubmit(registerId: number, input: Omit<RegistrationInput, 'password'>, tokenHash: string | null, now = new Date()): Promise<boolean> {
    return this.database.db.transaction().execute(async (db) => {
      const updated = await db
        .updateTable(REGISTRATIONS_TABLE)
        .set((eb) => ({
          ...input,
          registerStatus: 'SUBMITTED',
          rejectReason: null,
          submittedDate: dateTimeText(now),
          versionNum: eb('versionNum', '+', 1),
          lastUpdatedBy: SYSTEM_USER_ID,
          lastUpdateDate: dateTimeText(now),
        }))
        .where('registerId', '=', registerId)
        .where('registerStatus', '=', 'REJECTED')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (tokenHash) await db.updateTable(REGISTER_FILES_TABLE).set({ registerId }).where('draftTokenHash', '=', tokenHash).where('registerId', 'is', null).execute();
      return true;
    });
  }

  async kindsOfRegistration(registerId: number): Promise<Set<string>> {
    const rows = await this.database.db.selectFrom(REGISTER_FILES_TABLE).select('fileKind').where('registerId', '=', registerId).execute();
    return new Set(rows.map((row) => String(row.fileKind)));
  }
}

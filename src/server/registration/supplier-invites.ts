import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/formats/common';
import type { RegistrationInvitation } from '../../shared/registration/registration-shapes';
import { ApiError } from '../http/api-error';
import { asNumber, asOptionalString, type SqlDatabase, type SqlTables } from '../sql-database';
import { dateTimeText, todayText } from '../system-tables';
import { registrationMessage, type RegistrationMessageKey } from './registration-messages';

export const INVITES_TABLE = 'srm_supplier_invite';
const ORGANIZATIONS_TABLE = 'base_organizations';

/** An invitation whose link may register now: what the page shows, and what the registration records. */
export interface OpenInvitation {
  inviteId: number;
  orgId: number;
  tokenHash: string;
  view: RegistrationInvitation;
}

/** Only this hash is stored; the link's token is in the mail alone. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function refuse(key: RegistrationMessageKey, language: Language): never {
  const message = registrationMessage(key, language);
  throw new ApiError(message, [{ field: 'inviteToken', message }]);
}

/**
 * Registration invitations (srmSupplierInvite) as the public registration reads them: a link's token is
 * valid while the invitation is SENT, its hash is the stored one (a resend replaces it) and its day of
 * expiry has not passed; registering with it claims the invitation once.
 */
export class SupplierInvites {
  constructor(private readonly database: SqlDatabase) {}

  /** The invitation of a link, or a refusal saying why it cannot register (invalid, replaced, expired, revoked, used). */
  async findOpen(token: string, language: Language, now = new Date()): Promise<OpenInvitation> {
    if (!TOKEN_PATTERN.test(token)) refuse('inviteInvalid', language);
    const tokenHash = invitationTokenHash(token);
    const row = await this.database.db
      .selectFrom(`${INVITES_TABLE} as invite`)
      .leftJoin(`${ORGANIZATIONS_TABLE} as org`, 'org.orgId', 'invite.orgId')
      .select(['invite.inviteId', 'invite.orgId', 'invite.inviteStatus', 'invite.expiryDate', 'invite.supplierName', 'invite.contactName', 'invite.contactEmail', 'invite.mobilePhone', 'org.orgName'])
      .where('invite.tokenHash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) refuse('inviteInvalid', language);
    if (row.inviteStatus === 'REVOKED') refuse('inviteRevoked', language);
    if (row.inviteStatus === 'REGISTERED') refuse('inviteUsed', language);
    if (row.inviteStatus === 'EXPIRED') refuse('inviteExpired', language);
    if (row.inviteStatus !== 'SENT') refuse('inviteInvalid', language);
    if (String(row.expiryDate) < todayText(now)) {
      // The list shows what the link already knows.
      await this.database.db.updateTable(INVITES_TABLE).set({ inviteStatus: 'EXPIRED' }).where('inviteId', '=', row.inviteId).where('inviteStatus', '=', 'SENT').execute();
      refuse('inviteExpired', language);
    }
    return {
      inviteId: asNumber(row.inviteId),
      orgId: asNumber(row.orgId),
      tokenHash,
      view: {
        orgName: String(row.orgName ?? ''),
        supplierName: String(row.supplierName),
        contactName: String(row.contactName),
        contactEmail: String(row.contactEmail),
        mobilePhone: asOptionalString(row.mobilePhone),
        expiryDate: String(row.expiryDate),
      },
    };
  }

  /** Marks every sent invitation whose day of expiry has passed as expired (the daily program); answers how many. */
  async expireOverdue(now = new Date()): Promise<number> {
    const stamp = dateTimeText(now);
    const updated = await this.database.db
      .updateTable(INVITES_TABLE)
      .set((eb) => ({ inviteStatus: 'EXPIRED', versionNum: eb('versionNum', '+', 1), lastUpdateDate: stamp }))
      .where('inviteStatus', '=', 'SENT')
      .where('expiryDate', '<', todayText(now))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows);
  }

  /**
   * Marks the invitation registered by this registration, inside the registration's transaction; false when
   * the link was used, replaced or revoked meanwhile (the caller rolls back). The hash stays, so the used link
   * is told apart from a wrong one.
   */
  static async claim(db: Kysely<SqlTables>, invitation: OpenInvitation, registerId: number, now = new Date()): Promise<boolean> {
    const stamp = dateTimeText(now);
    const updated = await db
      .updateTable(INVITES_TABLE)
      .set((eb) => ({ inviteStatus: 'REGISTERED', registerId, registeredDate: stamp, versionNum: eb('versionNum', '+', 1), lastUpdateDate: stamp }))
      .where('inviteId', '=', invitation.inviteId)
      .where('tokenHash', '=', invitation.tokenHash)
      .where('inviteStatus', '=', 'SENT')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
}

import type { Kysely } from 'kysely';
import type { SqlTables } from '../sql-database';
import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';
import { registrationMessage } from './registration-messages';

/** The responsibility every new supplier user gets: the supplier portal. */
const SUPPLIER_RESPONSIBILITY = 'SUPPLIER_PORTAL';

export interface NewSupplierUser {
  userName: string;
  userFullName: string;
  supplierId: number;
  email: string;
  phone?: string | null;
  passwordHash: string;
}

/**
 * A supplier's portal user, inside the caller's transaction: a supplier-type user of that supplier with
 * the supplier portal responsibility. Shared by the registration approval and by opening a portal account
 * for an existing supplier (supplierInfoToPortal). A sign-in name in use is refused naming the field.
 */

export async function insertSupplierUser(db: Kysely<SqlTables>, user: NewSupplierUser, audit: Record<string, unknown>, language: Language, field = 'userName'): Promise<number> {
  const taken = await db.selectFrom(systemTable('users')).select('userId').where('userName', '=', user.userName).executeTakeFirst();
  if (taken) {
    const message = registrationMessage('userNameTaken', language);
    throw new ApiError(message, [{ field, message }]);
  }
  const inserted = await db
    .insertInto(systemTable('users'))
    .values({
      userName: user.userName,
      userFullName: user.userFullName,
      userType: 'supplier',
      supplierId: user.supplierId,
      email: user.email,
      phone: user.phone ?? null,
      passwordHash: user.passwordHash,
      enabledFlag: 'Y',
      allOrgAccessFlag: 'N',
      ...audit,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  const userId = asNumber(inserted.userId);
  const responsibility = await db.selectFrom(systemTable('responsibilities')).select('responsibilityId').where('responsibilityCode', '=', SUPPLIER_RESPONSIBILITY).executeTakeFirst();
  if (responsibility) {
    await db.insertInto(systemTable('userResponsibilities')).values({ userId, responsibilityId: asNumber(responsibility.responsibilityId), ...audit }).execute();
  }
  return userId;
}

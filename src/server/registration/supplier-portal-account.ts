import type { FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { hashPassword } from '../auth/password-hash';
import { creationAudit } from '../audit/creation-audit';
import type { EntityEngine } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { MailSender } from '../mail/mail-sender';
import { temporaryPassword } from '../password/admin-password-reset';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import { dateTimeText } from '../system-tables';
import { registrationMessage } from './registration-messages';
import { insertSupplierUser } from './supplier-users';

const ENTITY = 'srmPosSupplierInfo';
const SUPPLIERS_TABLE = 'srm_pos_supplier_info';

interface PortalDependencies {
  database: SqlDatabase;
  engine: EntityEngine;
  mail: MailSender;
}

/**
 * The command srmPosSupplierInfo.doOpenPortalAccount {id} (supplierInfoToPortal): a buyer opens the portal
 * account of a supplier that has none (entered by hand, imported), from the sign-in name and e-mail saved on
 * the supplier. The user is made as the registration approval makes it (insertSupplierUser), with a
 * generated temporary password, hashed, and mailed to the account's e-mail. The supplier is read through
 * the engine first, so one the buyer may not see answers like a missing one.
 */
export function supplierPortalAccountHandlers({ database, engine, mail }: PortalDependencies): Map<string, (request: FastifyRequest) => Promise<unknown>> {
  const open = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const supplier = await engine.findById(ENTITY, new EntityRequestBody(request.body, language).id(), actor);
    const supplierId = Number(supplier.supplierId);
    const userName = String(supplier.portalUserName ?? '').trim();
    const email = String(supplier.portalEmail ?? '').trim();
    if (supplier.portalUserId !== null && supplier.portalUserId !== undefined) {
      throw new ApiError(registrationMessage('portalAlreadyOpen', language, { userName: String(supplier.portalUserFullName ?? userName) }));
    }
    if (!/^[A-Za-z0-9_.-]{3,60}$/.test(userName)) {
      const message = userName ? registrationMessage('userNameInvalid', language) : registrationMessage('portalUserNameRequired', language);
      throw new ApiError(message, [{ field: 'portalUserName', message }]);
    }
    if (!email) {
      const message = registrationMessage('portalEmailRequired', language);
      throw new ApiError(message, [{ field: 'portalEmail', message }]);
    }
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const primary = ((supplier.contacts as Record<string, unknown>[] | undefined) ?? []).find((contact) => contact.primaryFlag === 'Y');
    await database.db.transaction().execute(async (db) => {
      const audit = creationAudit(dateTimeText(new Date()), actor);
      const userId = await insertSupplierUser(
        db,
        { userName, userFullName: String(primary?.contactName ?? supplier.supplierShortName ?? supplier.supplierName), supplierId, email, phone: (primary?.mobilePhone as string | null) ?? null, passwordHash },
        audit,
        language,
        'portalUserName',
      );
      const updated = await db
        .updateTable(SUPPLIERS_TABLE)
        .set((eb) => ({ portalUserId: userId, versionNum: eb('versionNum', '+', 1), lastUpdatedBy: actor.userId, lastUpdateDate: audit.lastUpdateDate }))
        .where('supplierId', '=', supplierId)
        .where('portalUserId', 'is', null)
        .executeTakeFirst();
      // Someone opened it meanwhile: nothing is written.
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(registrationMessage('portalAlreadyOpen', language, { userName }));
      if (primary?.supplierContactId !== undefined) await db.updateTable('srm_pos_supplier_contacts').set({ userId }).where('supplierContactId', '=', Number(primary.supplierContactId)).execute();
    });
    await mail.send({
      to: email,
      subject: registrationMessage('portalMailSubject', language),
      text: registrationMessage('portalMailBody', language, { company: String(supplier.supplierName), number: String(supplier.supplierNumber), userName, password }),
    });
    request.log.info({ supplierId, by: actor.userId }, 'supplier portal account opened');
    const record = await engine.findById(ENTITY, supplierId, actor);
    return success(record, registrationMessage('portalOpened', language, { userName, email }));
  };
  return new Map([[`${ENTITY}.doOpenPortalAccount`, open]]);
}

import type { FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { creationAudit } from '../audit/creation-audit';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { MailSender } from '../mail/mail-sender';
import { EntityRequestBody } from '../services/entity-request-body';
import { asNumber, type SqlDatabase } from '../sql-database';
import { dateTimeText } from '../system-tables';
import { registrationMessage } from './registration-messages';
import { REGISTRATIONS_TABLE } from './registrations';
import { INVITES_TABLE } from './supplier-invites';
import { insertSupplierUser } from './supplier-users';

const ENTITY = 'srmSupplierRegister';
const SUPPLIERS_TABLE = 'srm_pos_supplier_info';
const CONTACTS_TABLE = 'srm_pos_supplier_contacts';

export interface ApprovalDependencies {
  database: SqlDatabase;
  engine: EntityEngine;
  mail: MailSender;
}

function context(request: FastifyRequest): { actor: Actor; body: EntityRequestBody } {
  const language = requestLanguage(request);
  return { actor: actorOf(requireIdentity(request), language, String(request.id)), body: new EntityRequestBody(request.body, language) };
}

/**
 * The workflow actions of srmSupplierRegister, implemented in code: approving creates the supplier and
 * its first user (supplier type, the password hash chosen at registration, the supplier portal
 * responsibility); rejecting records the reason. Either way the applicant is mailed.
 */
export function registrationApprovalHandlers({ database, engine, mail }: ApprovalDependencies): Map<string, (request: FastifyRequest) => Promise<unknown>> {
  const approve = async (request: FastifyRequest) => {
    const { actor, body } = context(request);
    const language = actor.language;
    const { id } = body.actionInput();
    const registerId = Number(id);
    const row = await database.db.selectFrom(REGISTRATIONS_TABLE).selectAll().where('registerId', '=', registerId).executeTakeFirst();
    // Not found and not awaiting approval read the same to the approver: nothing to approve.
    if (!row || row.registerStatus !== 'SUBMITTED') throw new ApiError(registrationMessage('notSubmitted', language));
    // A complete supplier: its credit code and the applicant as its primary contact. The engine checks the
    // name and the credit code against every supplier (a duplicate is refused naming the supplier holding it).
    // Invited: the supplier serves the inviting organisation, in the category the buyer invited it for.
    const invite = row.inviteId == null ? undefined : await database.db.selectFrom(INVITES_TABLE).select(['categoryId']).where('inviteId', '=', Number(row.inviteId)).executeTakeFirst();
    const organizations = row.orgId == null ? [] : [{ orgId: Number(row.orgId) }];
    const categories = invite?.categoryId == null ? [] : [{ categoryId: Number(invite.categoryId) }];
    const phone = String(row.contactPhone ?? '');
    const mobile = /^1[3-9]\d{9}$/.test(phone);
    const supplier = await engine.saveOrUpdate(
      'srmPosSupplierInfo',
      {
        supplierName: String(row.supplierName),
        creditCode: String(row.creditCode),
        companyEmail: String(row.contactEmail),
        contacts: [{ contactName: String(row.contactName), mobilePhone: mobile ? phone : null, phone: mobile ? null : phone, email: String(row.contactEmail), primaryFlag: 'Y' }],
        organizations,
        categories,
      },
      actor,
    );
    const supplierId = asNumber(supplier.supplierId);
    try {
      await database.db.transaction().execute(async (db) => {
        const now = new Date();
        const stamp = dateTimeText(now);
        const audit = creationAudit(stamp, actor);
        const updated = await db
          .updateTable(REGISTRATIONS_TABLE)
          .set((eb) => ({
            registerStatus: 'APPROVED',
            supplierId,
            approvalUserId: actor.userId,
            approvedDate: stamp,
            versionNum: eb('versionNum', '+', 1),
            lastUpdatedBy: actor.userId,
            lastUpdateDate: stamp,
          }))
          .where('registerId', '=', registerId)
          .where('registerStatus', '=', 'SUBMITTED')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(registrationMessage('notSubmitted', language));
        const userId = await insertSupplierUser(
          db,
          { userName: String(row.userName), userFullName: String(row.contactName), supplierId, email: String(row.contactEmail), phone: String(row.contactPhone), passwordHash: String(row.passwordHash) },
          audit,
          language,
        );
        // The supplier knows where it came from; its first contact is the applicant, holding the portal user.
        await db.updateTable(SUPPLIERS_TABLE).set({ registerId, portalUserId: userId, portalUserName: String(row.userName), portalEmail: String(row.contactEmail) }).where('supplierId', '=', supplierId).execute();
        await db.updateTable(CONTACTS_TABLE).set({ userId }).where('supplierId', '=', supplierId).execute();
        if (row.inviteId != null) await db.updateTable(INVITES_TABLE).set({ supplierId }).where('inviteId', '=', Number(row.inviteId)).execute();
      });
    } catch (error) {
      // The supplier was saved by the engine in a transaction of its own: take it back.
      await engine.delete('srmPosSupplierInfo', supplierId, actor).catch((cleanup: unknown) => request.log.error({ err: cleanup, supplierId }, 'supplier of a failed approval not removed'));
      throw error;
    }
    await mail.send({
      to: String(row.contactEmail),
      subject: registrationMessage('approvedMailSubject', language),
      text: registrationMessage('approvedMailBody', language, { name: String(row.contactName), company: String(row.supplierName), number: String(row.registerNumber), userName: String(row.userName) }),
    });
    const record = await engine.findById(ENTITY, registerId, actor);
    return success(record, registrationMessage('approved', language, { number: String(supplier.supplierNumber) }));
  };

  const reject = async (request: FastifyRequest) => {
    const { actor, body } = context(request);
    const language = actor.language;
    const input = body.actionInput();
    if (!input.comment?.trim()) {
      const message = registrationMessage('reasonRequired', language);
      throw new ApiError(message, [{ field: 'comment', message }]);
    }
    const record = await engine.runAction(ENTITY, 'doRejectRegister', input, actor);
    await mail.send({
      to: String(record.contactEmail),
      subject: registrationMessage('rejectedMailSubject', language),
      text: registrationMessage('rejectedMailBody', language, { name: String(record.contactName), company: String(record.supplierName), number: String(record.registerNumber), reason: input.comment.trim() }),
    });
    return success(record, registrationMessage('rejected', language));
  };

  return new Map([
    [`${ENTITY}.doApproveRegister`, approve],
    [`${ENTITY}.doRejectRegister`, reject],
  ]);
}

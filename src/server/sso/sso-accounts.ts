import { creationAudit } from '../audit/creation-audit';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import { asNumber, type SqlDatabase } from '../sql-database';
import { dateTimeText, systemTable } from '../system-tables';
import { SSO_IDENTITIES_TABLE } from './sso-identities-table';
import type { SsoProvider } from './sso-providers';
import { SsoRefusal } from './sso-refusal';

/** A claim as text, or '' when the provider did not send it (or sent no string). */
function claimText(claims: Record<string, unknown>, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The platform user of a verified identity:
 * 1. the user linked to its issuer and subject (whatever its user-name claim says now);
 * 2. else the user whose name is the mapped user-name claim, unless that user is linked to another subject
 *    of the same issuer (a renamed account at the provider must not take over another one); the link is
 *    written;
 * 3. else, with auto-provisioning on, a new internal user with the provider's responsibility, linked.
 * Refusals are SsoRefusal with a code the login page explains. Runs in one transaction.
 */
export async function platformUserOf(database: SqlDatabase, provider: SsoProvider, issuer: string, claims: Record<string, unknown>, now: Date): Promise<number> {
  const subject = claimText(claims, 'sub');
  if (subject === '') throw new SsoRefusal('claimMissing', { claim: 'sub' });
  return database.db.transaction().execute(async (db) => {
    const linked = await db.selectFrom(SSO_IDENTITIES_TABLE).select('userId').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
    if (linked) return asNumber(linked.userId);
    const userName = claimText(claims, provider.claims.userName);
    if (userName === '') throw new SsoRefusal('claimMissing', { claim: provider.claims.userName });
    const existing = await db.selectFrom(systemTable('users')).select('userId').where('userName', '=', userName).executeTakeFirst();
    let userId: number;
    if (existing) {
      userId = asNumber(existing.userId);
      const other = await db.selectFrom(SSO_IDENTITIES_TABLE).select('subject').where('issuer', '=', issuer).where('userId', '=', userId).executeTakeFirst();
      if (other) throw new SsoRefusal('linkedToAnother', { userName });
    } else {
      if (!provider.autoProvision || provider.provisionResponsibilityId === null) throw new SsoRefusal('unknownUser', { userName });
      const audit = creationAudit(dateTimeText(now), { userId: SYSTEM_USER_ID, sessionId: SYSTEM_USER_ID });
      const inserted = await db
        .insertInto(systemTable('users'))
        .values({
          userName: userName.slice(0, 60),
          userFullName: (claimText(claims, provider.claims.fullName) || userName).slice(0, 120),
          userType: 'internal',
          email: claimText(claims, provider.claims.email).slice(0, 120) || null,
          // No password: this user signs in through the provider only, until an administrator resets one.
          passwordHash: null,
          enabledFlag: 'Y',
          allOrgAccessFlag: 'N',
          ...audit,
        })
        .returning('userId')
        .executeTakeFirstOrThrow();
      userId = asNumber(inserted.userId);
      await db.insertInto(systemTable('userResponsibilities')).values({ userId, responsibilityId: provider.provisionResponsibilityId, ...audit }).execute();
    }
    await db.insertInto(SSO_IDENTITIES_TABLE).values({ issuer, subject, userId, providerCode: provider.code, linkedAt: dateTimeText(now) }).execute();
    return userId;
  });
}

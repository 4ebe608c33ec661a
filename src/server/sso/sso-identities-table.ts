import type { SqlDatabase } from '../sql-database';

export const SSO_IDENTITIES_TABLE = 'sys_sso_identities';

/**
 * Which platform user an identity of an OpenID provider is: its issuer and subject (`sub`, stable at the
 * provider) -> user id, written on the first sign-in. Later sign-ins find the user by this link, never
 * by the user-name claim again, so renaming an account at the provider cannot make it sign in as another
 * platform user. Not an entity: only the sign-in reads and writes it. Idempotent, runs on every start.
 */
export async function migrateSsoIdentitiesTable(database: SqlDatabase): Promise<void> {
  await database.db.schema
    .createTable(SSO_IDENTITIES_TABLE)
    .ifNotExists()
    .addColumn('issuer', 'varchar(300)', (column) => column.notNull())
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('userId', 'bigint', (column) => column.notNull())
    .addColumn('providerCode', 'varchar(30)', (column) => column.notNull())
    .addColumn('linkedAt', 'varchar(19)', (column) => column.notNull())
    .addPrimaryKeyConstraint('sys_sso_identities_pk', ['issuer', 'subject'])
    .execute();
  await database.db.schema.createIndex('sys_sso_identities_user_idx').ifNotExists().on(SSO_IDENTITIES_TABLE).columns(['issuer', 'userId']).execute();
}

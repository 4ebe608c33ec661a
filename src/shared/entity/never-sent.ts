import type { EntityField } from '../formats/entity-format';

/**
 * Whether a field's value never leaves the server: a `serverOnly` field (a password hash), or a `secret`
 * one (an SSO client secret), which a client may send but never read back. Reads, lists, exports,
 * reference display keys, filters, sorts, aggregates and the operation log all leave such fields out.
 */
export function isNeverSent(field: Pick<EntityField, 'serverOnly' | 'secret'> | undefined): boolean {
  return Boolean(field?.serverOnly || field?.secret);
}

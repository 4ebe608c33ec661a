import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor } from './entity-engine.types';
import { DOCUMENT_ORG_FIELD, documentOrgSource } from '../db/document-org-column';

/** The organisations the actor is limited to, or undefined when it is not limited (administrators, suppliers). */
export function grantedOrganizations(actor: Actor): readonly number[] | undefined {
  return actor.userType === 'internal' && actor.organizations !== 'all' ? actor.organizations : undefined;
}

/** Whether a restricted internal actor may keep or put a record in this organisation. */
export function organizationGranted(actor: Actor, orgId: unknown): boolean {
  const granted = grantedOrganizations(actor);
  if (granted === undefined) return true;
  const id = typeof orgId === 'string' && orgId.trim() !== '' ? Number(orgId) : orgId;
  return typeof id === 'number' && granted.includes(id);
}

function inGranted(field: string, granted: readonly number[]): Expression<SqlBool> {
  // A record without an organisation belongs to nobody's grant: only administrators see it.
  return granted.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${sql.ref(field)} in (${sql.join([...granted])})`;
}

/**
 * The row filter that keeps an internal user inside the organisations granted to him, or undefined
 * when the actor or the entity is not restricted. Written against the columns of the entity's table: its
 * own organisation-scope field, or for a line entity the document's organisation each line row keeps
 * (src/server/db/document-org-column.ts), so a page of lines and its count read the line table alone.
 */
export function orgScope(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  const granted = grantedOrganizations(actor);
  if (granted === undefined) return undefined;
  const field = entity.orgScope?.field ?? (documentOrgSource(entity, catalog) ? DOCUMENT_ORG_FIELD : undefined);
  return field === undefined ? undefined : inGranted(field, granted);
}

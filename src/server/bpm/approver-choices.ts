import type { Kysely } from 'kysely';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { entityLabel, fieldLabel, inputFieldNames } from '../entities/entity-fields';
import type { SqlTables } from '../sql-database';
import { entitiesBoundTo } from './bound-entities';

/** One value a designer picker offers: what the model stores and what a person reads. */
export interface Choice {
  value: string;
  label: string;
}

/** A document type bound to the model's key: the fields that can name an approver, and those a node may open. */
export interface DocumentChoices {
  entity: string;
  label: string;
  userFields: Choice[];
  editableFields: Choice[];
}

export interface ApproverChoices {
  users: Choice[];
  roles: Choice[];
  processRoles: Choice[];
  documents: DocumentChoices[];
}

const AUDIT_USERS: Record<Language, Choice[]> = {
  CN: [{ value: 'createdBy', label: '创建人' }, { value: 'lastUpdatedBy', label: '最后修改人' }],
  EN: [{ value: 'createdBy', label: 'Created by' }, { value: 'lastUpdatedBy', label: 'Last updated by' }],
};

function documentChoices(entity: EntitySchema, language: Language): DocumentChoices {
  const editable = new Set(inputFieldNames(entity));
  const choice = (field: EntitySchema['fields'][number]) => ({ value: field.name, label: `${fieldLabel(field, language)} (${field.name})` });
  return {
    entity: entity.name,
    label: entityLabel(entity, language),
    userFields: [...entity.fields.filter((field) => field.ref?.entity === 'baseUsers' || field.type === 'string').map(choice), ...AUDIT_USERS[language]],
    editableFields: entity.fields.filter((field) => editable.has(field.name)).map(choice),
  };
}

/**
 * What the designer's approver pickers offer (docs/api.md "Approvals"): enabled users, responsibilities,
 * enabled process roles, and for the document types bound to the model's key their user fields and the
 * fields a node's form permissions may open.
 */
export async function approverChoices(db: Kysely<SqlTables>, catalog: EntityCatalog, processKey: string, language: Language): Promise<ApproverChoices> {
  const users = await db.selectFrom('base_users').select(['userName', 'userFullName']).where('enabledFlag', '=', 'Y').where('userType', '=', 'internal').orderBy('userName').execute();
  const roles = await db.selectFrom('base_responsibility').select(['responsibilityCode', 'responsibilityName', 'responsibilityNameEn']).orderBy('responsibilityCode').execute();
  const processRoles = await db
    .selectFrom(tableOf(catalog.get(BPM_ENTITIES.role)))
    .select(['roleCode', 'roleName', 'roleNameEn'])
    .where('enabledFlag', '=', 'Y')
    .orderBy('roleCode')
    .execute();
  const named = (code: unknown, cn: unknown, en: unknown) => ({ value: String(code), label: `${String((language === 'EN' ? en : null) ?? cn ?? code)} (${String(code)})` });
  return {
    users: users.map((user) => ({ value: String(user.userName), label: `${String(user.userFullName ?? user.userName)} (${String(user.userName)})` })),
    roles: roles.map((row) => named(row.responsibilityCode, row.responsibilityName, row.responsibilityNameEn)),
    processRoles: processRoles.map((row) => named(row.roleCode, row.roleName, row.roleNameEn)),
    documents: entitiesBoundTo(catalog, processKey).map((entity) => documentChoices(entity, language)),
  };
}

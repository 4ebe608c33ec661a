import type { LocalizedText } from '../formats/common';
import type { FieldType } from '../formats/entity-format';
import type { AUDIT_FIELDS } from './entity-catalog';

type AuditField = (typeof AUDIT_FIELDS)[number];

/** The labels and types of the fields the engine adds to every entity (entity-catalog.ts AUDIT_FIELDS). */
export const AUDIT_FIELD_LABELS: Record<AuditField, LocalizedText> = {
  versionNum: { cn: '版本号', en: 'Version' },
  creationDate: { cn: '创建时间', en: 'Created at' },
  createdBy: { cn: '创建人', en: 'Created by' },
  lastUpdatedBy: { cn: '最后更新人', en: 'Last updated by' },
  lastUpdateDate: { cn: '最后更新时间', en: 'Last updated at' },
  lastUpdateLogin: { cn: '最后更新登录', en: 'Last update login' },
};

export const AUDIT_FIELD_TYPES: Record<AuditField, FieldType> = {
  versionNum: 'integer',
  creationDate: 'datetime',
  createdBy: 'integer',
  lastUpdatedBy: 'integer',
  lastUpdateDate: 'datetime',
  lastUpdateLogin: 'integer',
};

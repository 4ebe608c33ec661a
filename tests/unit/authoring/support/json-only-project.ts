import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatJsonFile } from '../../../../tools/new-screen/descriptor-json';
import { planScaffold, type ScaffoldPlan } from '../../../../tools/new-screen/scaffold-plan';
import { writeScaffold } from '../../../../tools/new-screen/write-scaffold';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** The brand-new entity: supplier quality issues, which the product does not have. */
export const NEW_ENTITY = 'srmQualityIssue';
export const NEW_LOOKUP = 'QUALITY_SEVERITY';

const qualityIssue = {
  $schema: '../entity.schema.json',
  version: 1,
  name: NEW_ENTITY,
  service: 'srm',
  table: 'srm_quality_issues',
  label: { cn: '质量问题', en: 'Quality issue' },
  primaryKey: 'issueId',
  displayField: 'issueTitle',
  codeField: 'issueNumber',
  fields: [
    {
      name: 'issueNumber',
      type: 'string',
      label: { cn: '问题编号', en: 'Issue number' },
      length: 30,
      unique: true,
      readOnly: true,
      autoNumber: { prefix: 'QI', datePattern: 'yyyyMMdd', digits: 4 },
    },
    { name: 'issueTitle', type: 'string', label: { cn: '问题标题', en: 'Title' }, required: true, length: 200 },
    {
      name: 'supplierId',
      type: 'integer',
      label: { cn: '供应商', en: 'Supplier' },
      required: true,
      ref: { entity: 'srmPosSupplierInfo', display: { supplierName: 'supplierName' } },
    },
    { name: 'severity', type: 'string', label: { cn: '严重程度', en: 'Severity' }, required: true, lookup: NEW_LOOKUP, default: 'MINOR' },
    { name: 'foundDate', type: 'date', label: { cn: '发现日期', en: 'Found on' }, required: true },
    { name: 'defectQty', type: 'number', label: { cn: '不良数量', en: 'Defective quantity' }, precision: 2, min: 0 },
    { name: 'description', type: 'text', label: { cn: '问题描述', en: 'Description' }, length: 2000 },
  ],
  permissions: { create: 'btnAdd', update: 'btnSave', delete: 'btnDelete' },
  defaultSort: { field: 'issueId', direction: 'desc' },
};

const severityLookup = {
  lookupType: NEW_LOOKUP,
  meaning: '质量问题严重程度',
  meaningEn: 'Quality issue severity',
  customizationLevel: 'E',
  values: [
    { code: 'CRITICAL', cn: '严重', en: 'Critical' },
    { code: 'MAJOR', cn: '主要', en: 'Major' },
    { code: 'MINOR', cn: '次要', en: 'Minor' },
  ],
};

export interface JsonOnlyProject {
  /** A copy of the repository's reviewed files, with the new entity, lookup, screens and menu. */
  root: string;
  /** What `npm run new:screen` wrote for the entity. */
  scaffold: ScaffoldPlan;
  remove(): void;
}

/**
 * Copies schemas/, screens/ and seed/ to a temporary directory and adds a brand-new entity there the
 * way an implementer does, as JSON only: its schema and a lookup type written by hand, its list and edit
 * screens and its menu by `npm run new:screen` (which writes JSON and nothing else).
 */
export function createJsonOnlyProject(): JsonOnlyProject {
  const root = mkdtempSync(join(tmpdir(), 'srm-json-only-'));
  for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
  writeFileSync(join(root, `schemas/srm/${NEW_ENTITY}.json`), formatJsonFile(qualityIssue));
  const lookupsFile = join(root, 'seed/system/lookups.json');
  const lookups = JSON.parse(readFileSync(lookupsFile, 'utf8')) as { types: unknown[] };
  lookups.types.push(severityLookup);
  writeFileSync(lookupsFile, `${JSON.stringify(lookups, null, 2)}\n`);
  const scaffold = planScaffold(root, { entity: NEW_ENTITY });
  writeScaffold(root, scaffold);
  return { root, scaffold, remove: () => rmSync(root, { recursive: true, force: true }) };
}

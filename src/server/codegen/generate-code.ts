import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EditScreenDescriptor } from '../../../renderer/renderers/edit-screen/edit-screen.schema';
import { ListScreenDescriptor } from '../../../renderer/renderers/list-screen/list-screen.schema';
import { formatJsonFile } from '../../../tools/new-screen/descriptor-json';
import { editDescriptor } from '../../../tools/new-screen/edit-descriptor';
import { listDescriptor } from '../../../tools/new-screen/list-descriptor';
import { addMenuEntry, allMenus, menuEntryFor } from '../../../tools/new-screen/menu-entry';
import { scaffoldNames } from '../../../tools/new-screen/scaffold-names';
import { schemaRefFor } from '../../../tools/validate/check-schema-refs';
import { validateProject } from '../../../tools/validate/validate-project';
import { EntityCatalog } from '../../shared/entity/entity-catalog';
import { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { SystemConfig } from '../../shared/formats/system-format';
import { ApiError } from '../http/api-error';

export const MENUS_FILE = 'seed/system/menus.json';
const IDENTIFIER = /^[a-z][a-zA-Z0-9]*$/;
const ENGINE_FIELDS = new Set(['versionNum', 'creationDate', 'createdBy', 'lastUpdatedBy', 'lastUpdateDate', 'lastUpdateLogin']);

type Row = Record<string, unknown>;

export interface GeneratedCode {
  entityName: string;
  listRoute: string;
  editRoute: string;
  menuCode: string;
  /** New files, by path under the repository. */
  files: { path: string; text: string }[];
  /** seed/system/menus.json with the new menu under its parent, granted to the administrator. */
  menusText: string;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function refuse(language: Language, cn: string, en: string, field: string): never {
  const message = language === 'EN' ? en : cn;
  throw new ApiError(message, [{ field, message }]);
}

/** The entity schema the reviewed proposal describes, in the key order implementers write. */
export function entityOf(header: Row, lines: readonly Row[], catalog: EntityCatalog, lookupTypes: ReadonlySet<string>, language: Language): Record<string, unknown> {
  const name = text(header.entityName);
  if (!IDENTIFIER.test(name)) refuse(language, `实体名 ${name || '（空）'} 不是小写字母开头的驼峰标识符`, `Entity name ${name || '(empty)'} must be a camelCase identifier starting with a lower-case letter`, 'entityName');
  if (catalog.has(name)) refuse(language, `实体 ${name} 已存在`, `Entity ${name} exists already`, 'entityName');
  const table = text(header.tableName).toLowerCase();
  if (!/^[a-z][a-z0-9_]*$/.test(table)) refuse(language, `表名 ${table} 须为小写字母、数字和下划线`, `Table ${table} must be lower snake case`, 'tableName');
  const owner = catalog.all().find((entity) => entity.table === table);
  if (owner) refuse(language, `表 ${table} 已是实体 ${owner.name} 的表`, `Table ${table} is already the table of entity ${owner.name}`, 'tableName');
  const primaryKey = text(header.primaryKeyName);
  if (!IDENTIFIER.test(primaryKey)) refuse(language, '请填写主键字段名（驼峰标识符）', 'Give the primary key field a camelCase name', 'primaryKeyName');
  if (!text(header.labelCn) || !text(header.labelEn)) refuse(language, '请填写实体的中文和英文名称', 'Give the entity its Chinese and English names', text(header.labelCn) ? 'labelEn' : 'labelCn');
  const included = lines.filter((line) => line.includeFlag === 'Y' && line.keyFlag !== 'Y');
  if (included.length === 0) refuse(language, '至少要生成一个字段：请先读取表结构', 'Include at least one field: read the table first', 'fields');
  const names = new Set<string>();
  const fields = included.map((line, index) => {
    const at = `fields[${index}]`;
    const fieldName = text(line.fieldName);
    if (!IDENTIFIER.test(fieldName)) refuse(language, `第 ${String(line.lineNumber ?? index + 1)} 行：字段名 ${fieldName} 须为驼峰标识符`, `Line ${String(line.lineNumber ?? index + 1)}: field name ${fieldName} must be a camelCase identifier`, `${at}.fieldName`);
    if (names.has(fieldName) || fieldName === primaryKey || ENGINE_FIELDS.has(fieldName)) {
      refuse(language, `第 ${String(line.lineNumber ?? index + 1)} 行：字段名 ${fieldName} 重复或为平台字段`, `Line ${String(line.lineNumber ?? index + 1)}: field name ${fieldName} is used twice or by the platform`, `${at}.fieldName`);
    }
    names.add(fieldName);
    const type = text(line.fieldType) || 'string';
    const field: Record<string, unknown> = { name: fieldName, type, label: { cn: text(line.labelCn), en: text(line.labelEn) } };
    if (line.requiredFlag === 'Y') field.required = true;
    if (type === 'string') field.length = Number(line.fieldLength) || 200;
    if (type === 'text' && line.fieldLength) field.length = Number(line.fieldLength);
    if (line.uniqueFlag === 'Y') field.unique = true;
    const lookup = text(line.lookupType);
    if (lookup) {
      if (!lookupTypes.has(lookup)) refuse(language, `第 ${String(line.lineNumber)} 行：快码类型 ${lookup} 不存在`, `Line ${String(line.lineNumber)}: lookup type ${lookup} does not exist`, `${at}.lookupType`);
      field.lookup = lookup;
    }
    const ref = text(line.refEntity);
    if (ref) {
      if (!catalog.has(ref)) refuse(language, `第 ${String(line.lineNumber)} 行：引用实体 ${ref} 不存在`, `Line ${String(line.lineNumber)}: entity ${ref} does not exist`, `${at}.refEntity`);
      if (type !== 'integer') refuse(language, `第 ${String(line.lineNumber)} 行：引用字段须为整数类型`, `Line ${String(line.lineNumber)}: a reference must be an integer field`, `${at}.fieldType`);
      field.ref = { entity: ref };
      const target = catalog.get(ref);
      const nameKey = `${fieldName.replace(/Id$/, '')}Name`;
      if (target.displayField && nameKey !== fieldName) field.ref = { entity: ref, display: { [nameKey]: target.displayField } };
    }
    return field;
  });
  for (const [key, field] of [['displayFieldName', 'displayField'], ['codeFieldName', 'codeField']] as const) {
    const value = text(header[key]);
    if (value && !names.has(value)) refuse(language, `${value} 不是生成的字段`, `${value} is not one of the generated fields`, key);
    void field;
  }
  const entity: Record<string, unknown> = {
    $schema: '../entity.schema.json',
    version: 1,
    name,
    service: text(header.entityService) || 'srm',
    table,
    label: { cn: text(header.labelCn), en: text(header.labelEn) },
    primaryKey,
    ...(text(header.displayFieldName) && { displayField: text(header.displayFieldName) }),
    ...(text(header.codeFieldName) && { codeField: text(header.codeFieldName) }),
    fields,
    permissions: { create: 'btnAdd', update: 'btnSave', delete: 'btnDelete' },
    defaultSort: { field: primaryKey, direction: 'desc' },
  };
  const parsed = EntitySchema.safeParse(entity);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(`${language === 'EN' ? 'The entity would not be valid' : '生成的实体不合规'}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return entity;
}

/**
 * The files an implementer would write by hand for the entity (docs/authoring.md), made by the same code as
 * `npm run new:screen`: the entity schema, its list and edit descriptors, and its menu under `parentMenu`
 * with the codes of its buttons granted to the administrator.
 */
export function generateCode(root: string, entityJson: Record<string, unknown>, catalog: EntityCatalog, routes: ReadonlySet<string>, area: string, parentMenu: string, language: Language): GeneratedCode {
  const entity = EntitySchema.parse(entityJson);
  const all = new EntityCatalog([...catalog.all(), entity]);
  const names = scaffoldNames(entity);
  for (const route of [names.listRoute, names.editRoute]) {
    if (routes.has(route)) refuse(language, `页面路由 ${route} 已存在：请换一个实体名`, `Route ${route} has a screen already: choose another entity name`, 'entityName');
  }
  if (!/^[a-zA-Z][a-zA-Z0-9_-]*$/.test(area)) refuse(language, `页面目录 ${area} 不是合法的目录名`, `Screen folder ${area} is not a folder name`, 'screenArea');
  const menusText = readFileSync(join(root, MENUS_FILE), 'utf8');
  const config = SystemConfig.parse(JSON.parse(menusText));
  const parent = allMenus(config.menus).find((menu) => menu.code === parentMenu);
  if (!parent || parent.route) refuse(language, `上级菜单 ${parentMenu} 不存在或不是菜单目录`, `Parent menu ${parentMenu} does not exist or has no children`, 'parentMenuCode');
  const entry = menuEntryFor(entity, names, config);
  if (allMenus(config.menus).some((menu) => menu.code === entry.code)) refuse(language, `菜单编码 ${entry.code} 已被使用`, `Menu code ${entry.code} is used already`, 'entityName');
  const entityPath = `schemas/${entity.service}/${entity.name}.json`;
  const listPath = `screens/${area}/${names.listRoute}.json`;
  const editPath = `screens/${area}/${names.editRoute}.json`;
  const list = ListScreenDescriptor.parse(listDescriptor(entity, all, names, schemaRefFor(listPath, 'screen.schema.json')));
  const edit = EditScreenDescriptor.parse(editDescriptor(entity, all, names, schemaRefFor(editPath, 'screen.schema.json')));
  void list;
  void edit;
  return {
    entityName: entity.name,
    listRoute: names.listRoute,
    editRoute: names.editRoute,
    menuCode: entry.code,
    files: [
      { path: entityPath, text: formatJsonFile(entityJson) },
      { path: listPath, text: formatJsonFile(listDescriptor(entity, all, names, schemaRefFor(listPath, 'screen.schema.json'))) },
      { path: editPath, text: formatJsonFile(editDescriptor(entity, all, names, schemaRefFor(editPath, 'screen.schema.json'))) },
    ],
    menusText: addMenuEntry(menusText, parentMenu, entry),
  };
}

/**
 * Writes the generated files into the repository (a development server only): never over an existing file;
 * then the project's validator runs, and on any problem everything written is taken back.
 */
export function writeGeneratedCode(root: string, code: GeneratedCode, language: Language): string[] {
  for (const file of code.files) {
    if (existsSync(join(root, file.path))) refuse(language, `${file.path} 已存在，不会覆盖`, `${file.path} exists; it is never overwritten`, 'entityName');
  }
  const menusBefore = readFileSync(join(root, MENUS_FILE), 'utf8');
  const written: string[] = [];
  try {
    for (const file of code.files) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.text, { flag: 'wx' });
      written.push(file.path);
    }
    writeFileSync(join(root, MENUS_FILE), code.menusText);
    const report = validateProject(root);
    if (report.problems.items.length > 0) throw new ApiError(`${language === 'EN' ? 'The generated files do not pass the validator; nothing was kept' : '生成的文件未通过校验，已撤销写入'}:\n${report.problems.format()}`);
  } catch (error) {
    for (const path of written) rmSync(join(root, path), { force: true });
    writeFileSync(join(root, MENUS_FILE), menusBefore);
    throw error;
  }
  return [...code.files.map((file) => file.path), MENUS_FILE];
}

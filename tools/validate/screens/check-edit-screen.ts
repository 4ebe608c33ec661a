import { descriptorLineGrids, descriptorSections, type EditScreenDescriptor } from '../../../renderer/renderers/edit-screen/edit-screen.schema';
import type { PrintLabels, PrintLayout } from '../../../renderer/renderers/edit-screen/print/print-layout.schema';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { checkDocumentLinksTab, checkLineChildren, checkLinePick, checkSummaryUnits } from './check-edit-line-extras';
import { checkButtons, checkColumns, needCondition, needField, needRoute, type ScreenCheckContext, type ScreenChecker } from './screen-check-context';
import { checkApprovalHistoryTab } from './check-approval-history-tab';
import { checkFormDefault } from './check-form-default';

const EDIT_ACTIONS = ['save', 'back', 'delete', 'print'];
/** A detail screen (readOnly) changes nothing: no save, no delete. */
const DETAIL_ACTIONS = ['back', 'print'];

function lineEntityOf(context: ScreenCheckContext, lines: string, path: string): EntitySchema | undefined {
  const { entity, entities, problems, file } = context;
  const collection = entity.lines?.find((l) => l.name === lines);
  const lineEntity = collection && entities.get(collection.entity);
  if (!lineEntity) problems.add(file, path, `entity ${entity.name} has no line collection \`${lines}\``);
  return lineEntity;
}

function checkPrint(context: ScreenCheckContext, print: PrintLayout): void {
  const { entity, problems, file } = context;
  print.sections.forEach((section, s) =>
    section.fields.forEach((field, f) => needField(context, `$.print.sections[${s}].fields[${f}].field`, field.field, entity)),
  );
  print.lines.forEach((lines, l) => {
    const path = `$.print.lines[${l}]`;
    const lineEntity = lineEntityOf(context, lines.lines, `${path}.lines`);
    if (!lineEntity) return;
    lines.columns.forEach((column, c) => {
      needField(context, `${path}.columns[${c}].key`, column.key, lineEntity);
      if (column.displayKey) needField(context, `${path}.columns[${c}].displayKey`, column.displayKey, lineEntity);
    });
    const keys = lines.columns.map((column) => column.key);
    lines.summaryFields.forEach((name, i) => {
      if (!keys.includes(name)) problems.add(file, `${path}.summaryFields[${i}]`, `\`${name}\` is not one of the printed columns (${keys.join(', ')})`);
    });
    checkSummaryUnits(context, lines, lineEntity, path);
  });
  print.codes.forEach((code, c) => needField(context, `$.print.codes[${c}].field`, code.field, entity));
  if (print.labels) checkPrintLabels(context, print.labels);
}

/** A label reads its own line, that line's line, then the header: every field must be in one of them. */
function checkPrintLabels(context: ScreenCheckContext, labels: PrintLabels): void {
  const { entities, problems, file } = context;
  const lineEntity = lineEntityOf(context, labels.lines, '$.print.labels.lines');
  if (!lineEntity) return;
  const chain = [lineEntity, context.entity];
  if (labels.children) {
    const children = lineEntity.lines?.find((collection) => collection.name === labels.children);
    const childEntity = children && entities.get(children.entity);
    if (!childEntity) return problems.add(file, '$.print.labels.children', `entity ${lineEntity.name} has no line collection \`${labels.children}\``);
    chain.unshift(childEntity);
  }
  const known = (name: string) => chain.some((entity) => name === entity.primaryKey || entity.fields.some((field) => field.name === name || Object.keys(field.ref?.display ?? {}).includes(name)));
  const need = (path: string, name: string) => {
    if (!known(name)) problems.add(file, path, `\`${name}\` is not a field of ${chain.map((entity) => entity.name).join(', ')}`);
  };
  labels.codes.forEach((code, c) => need(`$.print.labels.codes[${c}].field`, code.field));
  labels.fields.forEach((field, f) => need(`$.print.labels.fields[${f}].field`, field.field));
}

export const checkEditScreen: ScreenChecker<EditScreenDescriptor> = (screen, context) => {
  const { entity, problems, file } = context;
  needRoute(context, '$.listRoute', screen.listRoute);
  for (const { section, path } of descriptorSections(screen)) {
    if (section.collapsed && !section.collapsible) problems.add(file, `${path}.collapsed`, 'a section starts collapsed only when it is `collapsible`');
    section.fields.forEach((field, f) => {
      const here = `${path}.fields[${f}]`;
      needField(context, `${here}.field`, field.field, entity);
      checkFormDefault(context, here, field, entity);
      for (const key of ['visibleWhen', 'readOnlyWhen', 'requiredWhen'] as const) {
        const condition = field[key];
        if (condition) needCondition(context, `${here}.${key}`, condition, entity);
      }
    });
  }
  const collections = new Map<string, string>();
  for (const { grid, path } of descriptorLineGrids(screen)) {
    const earlier = collections.get(grid.lines);
    if (earlier) problems.add(file, `${path}.lines`, `line collection \`${grid.lines}\` already has a grid at ${earlier}; one grid per collection`);
    collections.set(grid.lines, path);
    const lineEntity = lineEntityOf(context, grid.lines, `${path}.lines`);
    if (!lineEntity) continue;
    checkColumns(context, grid.columns, `${path}.columns`, lineEntity);
    grid.summaryFields.forEach((name, i) => needField(context, `${path}.summaryFields[${i}]`, name, lineEntity));
    checkSummaryUnits(context, grid, lineEntity, path);
    checkLineChildren(context, grid, lineEntity, path);
    if (grid.pick) checkLinePick(context, grid.pick, lineEntity, path);
    grid.lineActions.forEach((name, i) => {
      const rule = context.entity.workflow?.actions[name]?.line;
      if (rule?.collection !== grid.lines) problems.add(file, `${path}.lineActions[${i}]`, `\`${name}\` is not a line action (workflow action with \`line\`) of ${context.entity.name} on collection ${grid.lines}`);
    });
  }
  const tabKeys = new Set<string>();
  screen.tabs.forEach((tab, t) => {
    if (tabKeys.has(tab.key)) problems.add(file, `$.tabs[${t}].key`, `tab key \`${tab.key}\` is used twice`);
    tabKeys.add(tab.key);
    if (tab.sections.length === 0 && tab.lineGrids.length === 0 && !tab.documentLinks && !tab.approvalHistory) {
      problems.add(file, `$.tabs[${t}]`, 'a tab needs sections or line grids, or a documentLinks or approvalHistory panel');
    }
    if (tab.approvalHistory) checkApprovalHistoryTab(context, tab.approvalHistory, `$.tabs[${t}].approvalHistory`);
    if (tab.documentLinks) checkDocumentLinksTab(context, tab.documentLinks, `$.tabs[${t}]`);
  });
  checkButtons(context, screen.actions, '$.actions', screen.readOnly ? DETAIL_ACTIONS : EDIT_ACTIONS);
  screen.actions.forEach((button, i) => {
    if (screen.readOnly && (button.action === 'save' || button.action === 'delete')) {
      problems.add(file, `$.actions[${i}].action`, `\`${button.action}\` has no place on a read-only (detail) screen: remove it or the screen's readOnly`);
    }
  });
  const printButton = screen.actions.findIndex((button) => button.action === 'print');
  if (printButton >= 0 && !screen.print) problems.add(file, `$.actions[${printButton}]`, 'the print button needs a `print` layout');
  if (screen.print) {
    if (printButton < 0) problems.add(file, '$.print', 'the print layout is never shown: add `{ "action": "print" }` to actions');
    checkPrint(context, screen.print);
  }
};

import type { FieldSpec, ReferenceSpec } from '../../../fields/field-spec';
import { filterReads } from '../../../fields/reference-filter';
import type { EditRecord, RecordValues } from '../edit-record';
import { allLineGrids, allSections, type EditScreenModel } from '../edit-model';

/** A cascading reference of the screen: a header field, or a column of a line collection. */
export interface DependentReference {
  name: string;
  reference: ReferenceSpec;
  /** The line collection, for a column; undefined for a header field. */
  collection?: string;
  /** The lines' own collection, for a column of lines of lines (its filter's `{parentField}` reads the line). */
  children?: string;
}

/** A dependent value to check: where it is, and the value it had when the check started. */
export interface DependentCheck {
  dependent: DependentReference;
  lineKey?: string;
  /** The line of the line, for a column of lines of lines. */
  childKey?: string;
  value: unknown;
}

function cascading(spec: FieldSpec): spec is FieldSpec & { reference: ReferenceSpec } {
  return spec.reference !== undefined && spec.reference.filter.length > 0;
}

/** Every reference on the screen whose choices depend on other values (`ref.filter`). */
export function dependentReferences(model: EditScreenModel): DependentReference[] {
  const header = allSections(model)
    .flatMap((section) => section.fields.map((field) => field.spec))
    .filter(cascading)
    .map((spec) => ({ name: spec.name, reference: spec.reference }));
  const lines = allLineGrids(model).flatMap((grid) =>
    grid.columns
      .map((column) => column.spec)
      .filter(cascading)
      .map((spec) => ({ name: spec.name, reference: spec.reference, collection: grid.collection.name })),
  );
  const children = allLineGrids(model).flatMap((grid) =>
    (grid.children?.columns ?? [])
      .map((column) => column.spec)
      .filter(cascading)
      .map((spec) => ({ name: spec.name, reference: spec.reference, collection: grid.collection.name, children: grid.children?.collection.name })),
  );
  return [...header, ...lines, ...children];
}

function changedFields(before: RecordValues, after: RecordValues): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !Object.is(before[name], after[name]));
}

/**
 * The dependent values a change may have disqualified: a header field whose filter reads a changed
 * header field, a line value whose filter reads a changed field of its line or (`{parentField}`) of
 * the header. Empty values have nothing to lose.
 */
export function dependentChecks(dependents: readonly DependentReference[], before: EditRecord, after: EditRecord): DependentCheck[] {
  const checks: DependentCheck[] = [];
  const headerChanged = changedFields(before.header, after.header);
  const has = (value: unknown) => value !== undefined && value !== null && value !== '';
  for (const dependent of dependents) {
    if (!dependent.collection) {
      if (headerChanged.some((field) => filterReads(dependent.reference.filter, 'field', field)) && has(after.header[dependent.name])) {
        checks.push({ dependent, value: after.header[dependent.name] });
      }
      continue;
    }
    if (dependent.children) {
      checks.push(...childChecks(dependent, before, after));
      continue;
    }
    const headerMatters = headerChanged.some((field) => filterReads(dependent.reference.filter, 'parentField', field));
    const previous = new Map((before.lines[dependent.collection] ?? []).map((line) => [line.key, line.values]));
    for (const line of after.lines[dependent.collection] ?? []) {
      const value = line.values[dependent.name];
      if (!has(value)) continue;
      const old = previous.get(line.key);
      const lineMatters = old !== undefined && old !== line.values && changedFields(old, line.values).some((field) => filterReads(dependent.reference.filter, 'field', field));
      if (headerMatters || lineMatters) checks.push({ dependent, lineKey: line.key, value });
    }
  }
  return checks;
}

/** The lines of lines whose dependent value a change of their line (`{parentField}`) or of themselves may have disqualified. */
function childChecks(dependent: DependentReference, before: EditRecord, after: EditRecord): DependentCheck[] {
  const checks: DependentCheck[] = [];
  const collection = dependent.collection ?? '';
  const children = dependent.children ?? '';
  const previous = new Map((before.lines[collection] ?? []).map((line) => [line.key, line]));
  for (const line of after.lines[collection] ?? []) {
    const old = previous.get(line.key);
    if (!old || old === line) continue;
    const lineMatters = old.values !== line.values && changedFields(old.values, line.values).some((field) => filterReads(dependent.reference.filter, 'parentField', field));
    const oldChildren = new Map((old.lines?.[children] ?? []).map((child) => [child.key, child.values]));
    for (const child of line.lines?.[children] ?? []) {
      const value = child.values[dependent.name];
      if (value === undefined || value === null || value === '') continue;
      const was = oldChildren.get(child.key);
      const childMatters = was !== undefined && was !== child.values && changedFields(was, child.values).some((field) => filterReads(dependent.reference.filter, 'field', field));
      if (lineMatters || childMatters) checks.push({ dependent, lineKey: line.key, childKey: child.key, value });
    }
  }
  return checks;
}

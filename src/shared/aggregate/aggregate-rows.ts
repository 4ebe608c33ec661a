import { sumDecimals, toDecimal, type ExactDecimal } from '../numbers/decimal';
import type { AggregatePlan, PlannedGroup, PlannedMeasure } from './aggregate-plan';
import { tooManyGroups } from './aggregate-plan';
import { averageOf, bucketKey, compareResultValues, finishMeasure, measureNumber } from './aggregate-values';

type Row = Record<string, unknown>;

/** A record to aggregate, with its header when the plan reads header fields. */
export interface AggregateSource {
  row: Row;
  header?: Row;
}

function groupValue(group: PlannedGroup, source: AggregateSource): unknown {
  const value = group.parent ? source.header?.[group.field.name] : source.row[group.field.name];
  if (group.bucket) return bucketKey(value, group.bucket);
  return value === undefined || value === '' ? null : value;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** min or max of numbers by value (decimal), of dates by their text. */
function extreme(measure: PlannedMeasure, values: unknown[]): unknown {
  const direction = measure.fn === 'min' ? -1 : 1;
  const numeric = measure.field?.type === 'number' || measure.field?.type === 'integer';
  let best: unknown = null;
  let bestDecimal: ExactDecimal | null = null;
  for (const value of values) {
    if (numeric) {
      const decimal = toDecimal(value);
      if (decimal && (bestDecimal === null || decimal.comparedTo(bestDecimal) * direction > 0)) {
        bestDecimal = decimal;
        best = value;
      }
    } else if (best === null || compareResultValues(value, best) * direction > 0) {
      best = value;
    }
  }
  return best;
}

function measureValue(measure: PlannedMeasure, rows: unknown[][], index: number): unknown {
  const all = rows.map((values) => values[index]);
  const values = all.filter(present);
  switch (measure.fn) {
    case 'count':
      return rows.length;
    case 'countDistinct':
      return new Set(values.map((value) => String(value))).size;
    case 'sum':
      return measureNumber(sumDecimals(values), measure.precision);
    case 'avg':
      return averageOf(measure, sumDecimals(values).toString(), values.length);
    case 'min':
    case 'max':
      return finishMeasure(measure, extreme(measure, values));
  }
}

/** Sorts result rows by the plan's keys (empty values last), then cuts them at its limit. */
export function orderAndLimit(plan: AggregatePlan, rows: Row[]): Row[] {
  const sorted = [...rows].sort((a, b) => {
    for (const { key, direction } of plan.sort) {
      const order = compareResultValues(a[key], b[key]);
      if (order !== 0) {
        const emptyInvolved = !present(a[key]) || !present(b[key]);
        return emptyInvolved ? order : direction === 'desc' ? -order : order;
      }
    }
    return 0;
  });
  if (sorted.length > plan.limit && !plan.limited) throw tooManyGroups();
  return sorted.slice(0, plan.limit);
}

/**
 * The aggregate of records in memory (the memory adapter's twin of the server's SQL): groups by the
 * plan's fields (bucketed dates, header fields), measures in decimal arithmetic, sorted and cut as the
 * server does. Without groups there is one row, even over no records. Display keys are the caller's.
 */
export function aggregateRows(plan: AggregatePlan, sources: Iterable<AggregateSource>): Row[] {
  // Per group: its key values and, per record, the values of the measured fields.
  const groups = new Map<string, { keys: unknown[]; measured: unknown[][] }>();
  for (const source of sources) {
    const keys = plan.groups.map((group) => groupValue(group, source));
    const id = JSON.stringify(keys);
    let entry = groups.get(id);
    if (!entry) {
      entry = { keys, measured: [] };
      groups.set(id, entry);
    }
    entry.measured.push(plan.measures.map((measure) => (measure.field ? source.row[measure.field.name] : null)));
  }
  if (plan.groups.length === 0 && groups.size === 0) groups.set('[]', { keys: [], measured: [] });
  const rows = [...groups.values()].map(({ keys, measured }) => {
    const row: Row = {};
    plan.groups.forEach((group, i) => {
      row[group.key] = keys[i];
    });
    plan.measures.forEach((measure, i) => {
      row[measure.key] = measureValue(measure, measured, i);
    });
    return row;
  });
  return orderAndLimit(plan, rows);
}

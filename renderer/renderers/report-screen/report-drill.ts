import type { GridRow } from '../../grid/layout/grid-table';
import type { DrillDescriptor } from './report-screen.schema';

/** The params a drill opens its screen with, from the clicked row (a cell's, or the first row behind a chart point); empty values left out. */
export function drillParams(drill: DrillDescriptor, row: GridRow): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, source] of Object.entries(drill.params)) {
    const value = 'key' in source ? row[source.key] : source.value;
    if (value !== undefined && value !== null && value !== '') params[name] = String(value);
  }
  return params;
}

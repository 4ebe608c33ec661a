import type { LocalizedText } from '../../src/shared/formats/common';
import type { EntitySchema } from '../../src/shared/formats/entity-format';
import type { ChartDescriptor, ChartType } from './chart.schema';

export const DEFAULT_CHART_HEIGHT = 320;

/** A chart parsed against the keys of its rows. */
export interface ChartModel {
  type: ChartType;
  x: string;
  series: { key: string; title: LocalizedText }[];
  seriesBy?: string;
  stack: boolean;
  height: number;
}

/**
 * Checks a chart against the keys its rows carry and names each series: its own title, else the title of
 * the grid column showing the key, else the label of the measure.
 */
export function parseChart(chart: ChartDescriptor, rows: EntitySchema, keys: ReadonlySet<string>, columnTitles: ReadonlyMap<string, LocalizedText>, where: string): ChartModel {
  const need = (key: string, path: string) => {
    if (!keys.has(key)) throw new Error(`${where}: chart.${path}: "${key}" is not a key of the query's rows (${[...keys].join(', ')})`);
  };
  need(chart.x, 'x');
  if (chart.seriesBy) need(chart.seriesBy, 'seriesBy');
  if (chart.type === 'pie' && (chart.series.length > 1 || chart.seriesBy)) throw new Error(`${where}: chart: a pie draws one series and no seriesBy`);
  const series = chart.series.map((entry, i) => {
    need(entry.key, `series[${i}].key`);
    const field = rows.fields.find((candidate) => candidate.name === entry.key);
    const title = entry.title ?? columnTitles.get(entry.key) ?? field?.label ?? { cn: entry.key, en: entry.key };
    return { key: entry.key, title };
  });
  return { type: chart.type, x: chart.x, series, seriesBy: chart.seriesBy, stack: Boolean(chart.stack), height: chart.height ?? DEFAULT_CHART_HEIGHT };
}

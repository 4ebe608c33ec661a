import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntityLoader } from '../../loading/entity-loader';
import type { ChartBoardScreenDescriptor } from './chart-board.schema';

export interface ChartBoardModel {
  route: string;
  title: LocalizedText;
  groupEntity: { name: string; service: string };
  chartEntity: { name: string; service: string };
}

/** A chart board's model: its two entities, loaded to know their services. */
export async function parseChartBoardScreen(descriptor: ChartBoardScreenDescriptor, entities: EntityLoader): Promise<ChartBoardModel> {
  const [group, chart] = await Promise.all([entities.load(descriptor.entity), entities.load(descriptor.chartEntity)]);
  return {
    route: descriptor.route,
    title: descriptor.title,
    groupEntity: { name: group.name, service: group.service },
    chartEntity: { name: chart.name, service: chart.service },
  };
}

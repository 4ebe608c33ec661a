import type { LocalizedText } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { EntityLoader } from '../../loading/entity-loader';
import type { ProcessDesignerDescriptor } from './process-designer.schema';

export interface ProcessDesignerModel {
  route: string;
  title: LocalizedText;
  entity: EntitySchema;
  deployResource: string;
}

export async function parseProcessDesignerScreen(descriptor: ProcessDesignerDescriptor, loader: EntityLoader): Promise<ProcessDesignerModel> {
  return { route: descriptor.route, title: descriptor.title, entity: await loader.load(descriptor.entity), deployResource: descriptor.deployResource };
}

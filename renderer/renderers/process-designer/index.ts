import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseProcessDesignerScreen, type ProcessDesignerModel } from './process-designer-model';
import { ProcessDesignerScreen } from './process-designer-screen';

export const processDesignerScreenEntry: ScreenRendererEntry<'processDesigner', ProcessDesignerModel> = {
  parse: parseProcessDesignerScreen,
  component: ProcessDesignerScreen,
};

import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseProcessInstanceScreen, type ProcessInstanceModel } from './process-instance-model';
import { ProcessInstanceScreen } from './process-instance-screen';

export const processInstanceScreenEntry: ScreenRendererEntry<'processInstance', ProcessInstanceModel> = {
  parse: parseProcessInstanceScreen,
  component: ProcessInstanceScreen,
};

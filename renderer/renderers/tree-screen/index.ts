import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseTreeScreen, type TreeScreenModel } from './tree-model';
import { TreeScreen } from './tree-screen';

export const treeScreenEntry: ScreenRendererEntry<'tree', TreeScreenModel> = {
  parse: parseTreeScreen,
  component: TreeScreen,
};

import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseListScreen, type ListScreenModel } from './list-model';
import { ListScreen } from './list-screen';

export const listScreenEntry: ScreenRendererEntry<'list', ListScreenModel> = {
  parse: parseListScreen,
  component: ListScreen,
};

import type { ScreenRendererEntry } from '../../registry/screen-registry';
import { parseEditScreen, type EditScreenModel } from './edit-model';
import { EditScreen } from './edit-screen';

export const editScreenEntry: ScreenRendererEntry<'edit', EditScreenModel> = {
  parse: parseEditScreen,
  component: EditScreen,
};

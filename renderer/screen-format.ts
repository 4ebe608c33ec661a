import { z } from 'zod';
import { EditScreenDescriptor } from './renderers/edit-screen/edit-screen.schema';
import { ListScreenDescriptor } from './renderers/list-screen/list-screen.schema';

/** The screen descriptor format: the union of every renderer's descriptor, keyed by `type`. */
export const ScreenDescriptor = z.discriminatedUnion('type', [ListScreenDescriptor, EditScreenDescriptor]);
export type ScreenDescriptor = z.infer<typeof ScreenDescriptor>;
export type ScreenType = ScreenDescriptor['type'];

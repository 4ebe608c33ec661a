import { EntitySchema } from '../../src/shared/formats/entity-format';
import { ScreenDescriptor } from '../screen-format';

/*
 * The checks of the JSON files a screen is made of, with zod: a descriptor or an entity schema parsed (its
 * defaults filled in), or an error naming the file and what is wrong. The app's build runs them on every file
 * (tools/vite/checked-screen-files.ts), so the browser never downloads zod for them; a loader over files that
 * come from elsewhere (tests, stories) imports this module when it first loads one.
 */

export function checkScreenDescriptor(raw: unknown, path: string): ScreenDescriptor {
  const parsed = ScreenDescriptor.safeParse(raw);
  if (!parsed.success) throw new Error(`${path} is not a valid screen descriptor: ${parsed.error.message}`);
  return parsed.data;
}

export function checkEntitySchema(raw: unknown, path: string): EntitySchema {
  const parsed = EntitySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${path} is not a valid entity schema: ${parsed.error.message}`);
  return parsed.data;
}

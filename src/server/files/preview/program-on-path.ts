import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, isAbsolute, join } from 'node:path';

/** Whether `command` is an executable file: the path itself when absolute, else in a directory on PATH. */
export async function isOnPath(command: string, path: string = process.env.PATH ?? ''): Promise<boolean> {
  const candidates = isAbsolute(command) ? [command] : path.split(delimiter).filter(Boolean).map((directory) => join(directory, command));
  for (const candidate of candidates) {
    if (await access(candidate, constants.X_OK).then(() => true, () => false)) return true;
  }
  return false;
}

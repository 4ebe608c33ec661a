import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type CheckScreenFiles = typeof import('../../renderer/loading/check-screen-files');
type Check = (raw: unknown, path: string) => unknown;

const CHECKS_MODULE = new URL('../../renderer/loading/check-screen-files.ts', import.meta.url).href;

/** The checks by the `checked` query renderer/loading/default-screen-loader.ts imports the files with. */
async function loadChecks(): Promise<Record<string, Check>> {
  const { checkScreenDescriptor, checkEntitySchema } = (await tsImport(CHECKS_MODULE, import.meta.url)) as CheckScreenFiles;
  return { descriptor: checkScreenDescriptor, entity: checkEntitySchema };
}

/**
 * Checks and parses each screen descriptor and entity schema the app imports, when it is built (and when the
 * dev server serves it): the module holds the parsed file, defaults filled in, and the browser does not
 * download zod to check it again. A file that does not pass fails the build, or under the dev server its
 * import, with zod's message and the file's path (as `npx tsx tools/validate.ts` reports it). The checks
 * (renderer/loading/check-screen-files.ts) are loaded through tsx when the first file comes: Vite's config
 * loader is not asked to bundle the formats.
 */
export function checkedScreenFiles(): Plugin {
  let root = process.cwd();
  let checks: Promise<Record<string, Check>> | undefined;
  return {
    name: 'srm:checked-screen-files',
    // Before Vite's JSON plugin; the result is still JSON.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: /\.json\?(.*&)?checked=/ },
      async handler(code, id) {
        const [file, query = ''] = id.split('?');
        const kind = new URLSearchParams(query).get('checked') ?? '';
        const check = (await (checks ??= loadChecks()))[kind];
        if (!check) return this.error(`${file}: no check for ?checked=${kind}`);
        // As the app's globs key it: /screens/<area>/<name>.json.
        const path = file.startsWith(root) ? file.slice(root.length) : file;
        try {
          return { code: JSON.stringify(check(JSON.parse(code), path)), map: null, moduleType: 'json' };
        } catch (error) {
          return this.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
  };
}

// @vitest-environment node
// tsx (esbuild) loads the checks, and esbuild refuses jsdom's TextEncoder.
import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkedScreenFiles } from '../../../tools/vite/checked-screen-files';

const root = resolve(import.meta.dirname, '../../..');

type Transform = (this: { error(message: string): never }, code: string, id: string) => Promise<{ code: string } | null>;

/** The plugin's transform as Vite runs it: its filter first, then its handler. */
function transformer() {
  const plugin = checkedScreenFiles();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const hook = plugin.transform as { filter: { id: RegExp }; handler: Transform };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return async (code: string, id: string) => (hook.filter.id.test(id) ? hook.handler.call(context, code, id) : null);
}

const list = {
  version: 1,
  type: 'list',
  route: 'lookup',
  title: { cn: '快码', en: 'Lookups' },
  entity: 'baseLookupValues',
  table: { name: 't' },
  columns: [{ key: 'lookupCode' }],
};

describe('screen files checked at build time', () => {
  const transform = transformer();

  it('gives a descriptor parsed, its defaults filled in', async () => {
    const result = await transform(JSON.stringify(list), `${root}/screens/admin/lookup.json?checked=descriptor`);
    const parsed = JSON.parse(result?.code ?? 'null') as { table: { paging: boolean; showIndex: boolean } };
    expect(parsed.table).toMatchObject({ paging: true, showIndex: true });
  });

  it("fails a file that does not pass, naming it as the app's globs do and saying what is wrong", async () => {
    const broken = JSON.stringify({ ...list, type: 'nonsense' });
    await expect(transform(broken, `${root}/screens/admin/lookup.json?checked=descriptor`)).rejects.toThrow(
      /^\/screens\/admin\/lookup\.json is not a valid screen descriptor: .*type/s,
    );
    await expect(transform('{"name":"x"}', `${root}/schemas/base/x.json?checked=entity`)).rejects.toThrow(
      /^\/schemas\/base\/x\.json is not a valid entity schema/,
    );
  });

  it('leaves JSON imported without the query alone', async () => {
    expect(await transform(JSON.stringify({ type: 'nonsense' }), `${root}/screens/admin/lookup.json`)).toBeNull();
    expect(await transform('{}', `${root}/schemas/screen.schema.json?raw`)).toBeNull();
  });
});

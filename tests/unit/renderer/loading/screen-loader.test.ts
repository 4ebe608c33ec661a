import { describe, expect, it, vi } from 'vitest';
import { createEntityLoader } from '../../../../renderer/loading/entity-loader';
import { createScreenLoader, UnknownScreenError } from '../../../../renderer/loading/screen-loader';
import { indexDescriptorSources, routeOfDescriptorPath } from '../../../../renderer/loading/screen-routes';
import { createDefaultScreenRegistry } from '../../../../renderer/registry/default-registry';
import { allEntities } from '../support/fixtures';

const entitySources = Object.fromEntries(
  allEntities.map((entity) => [`/schemas/x/${entity.name}.json`, () => Promise.resolve(entity)]),
);

const lookupList = {
  version: 1,
  type: 'list',
  route: 'lookup',
  title: { cn: '快码', en: 'Lookups' },
  entity: 'baseLookupValues',
  table: { name: 't' },
  columns: [{ key: 'lookupCode' }],
};

function loaderWith(descriptors: Record<string, () => Promise<unknown>>) {
  return createScreenLoader({
    descriptors,
    entities: createEntityLoader(entitySources),
    registry: createDefaultScreenRegistry(),
  });
}

describe('screen loading', () => {
  it('derives the route from the path under screens/<area>/', () => {
    expect(routeOfDescriptorPath('/screens/purchasing/purOrderManage/purchaseOrderEdit.json')).toBe(
      'purOrderManage/purchaseOrderEdit',
    );
    expect(routeOfDescriptorPath('/screens/admin/lookup.json')).toBe('lookup');
    expect(() => routeOfDescriptorPath('/screens/lookup.json')).toThrow('not a screen descriptor path');
  });

  it('refuses one route declared by two areas', () => {
    const load = () => Promise.resolve(lookupList);
    expect(() => indexDescriptorSources({ '/screens/a/lookup.json': load, '/screens/b/lookup.json': load })).toThrow(
      'screen route "lookup" is declared twice',
    );
  });

  it('loads and parses a descriptor once per route', async () => {
    const source = vi.fn(() => Promise.resolve(lookupList));
    const loader = loaderWith({ '/screens/admin/lookup.json': source });
    const first = await loader.load('lookup');
    const second = await loader.load('lookup');
    expect(first).toBe(second);
    expect(source).toHaveBeenCalledTimes(1);
    expect(first.type).toBe('list');
  });

  it('reads a route\'s links from its descriptor alone, sharing the read with load', async () => {
    const source = vi.fn(() => Promise.resolve({ ...lookupList, editRoute: 'lookupTypeEdit' }));
    const entity = vi.fn(async (name: string) => {
      const found = allEntities.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no entity ${name}`);
      return found;
    });
    const loader = createScreenLoader({
      descriptors: { '/screens/admin/lookup.json': source },
      entities: { load: entity },
      registry: createDefaultScreenRegistry(),
    });
    expect(await loader.links('lookup')).toEqual({ type: 'list', editRoute: 'lookupTypeEdit' });
    expect(entity).not.toHaveBeenCalled();
    await loader.load('lookup');
    expect(source).toHaveBeenCalledTimes(1);
    await expect(loaderWith({}).links('nowhere')).rejects.toBeInstanceOf(UnknownScreenError);
  });

  it('reports an unknown route as such', async () => {
    await expect(loaderWith({}).load('nowhere')).rejects.toBeInstanceOf(UnknownScreenError);
  });

  it('names the file of an invalid descriptor and does not cache the failure', async () => {
    const source = vi.fn(() => Promise.resolve({ ...lookupList, columns: [] }));
    const loader = loaderWith({ '/screens/admin/lookup.json': source });
    await expect(loader.load('lookup')).rejects.toThrow('/screens/admin/lookup.json is not a valid screen descriptor');
    await expect(loader.load('lookup')).rejects.toThrow();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('refuses a descriptor whose route differs from its path', async () => {
    const loader = loaderWith({ '/screens/admin/other.json': () => Promise.resolve(lookupList) });
    await expect(loader.load('other')).rejects.toThrow('declares route "lookup" but its file path gives "other"');
  });

  it('refuses a column that is not a field and has no title', async () => {
    const bad = { ...lookupList, columns: [{ key: 'nonsense' }] };
    const loader = loaderWith({ '/screens/admin/lookup.json': () => Promise.resolve(bad) });
    await expect(loader.load('lookup')).rejects.toThrow('"nonsense" is not a field of entity baseLookupValues');
  });

  it('refuses a button that is neither standard nor a workflow action', async () => {
    const bad = { ...lookupList, toolbar: [{ action: 'doLaunch' }] };
    const loader = loaderWith({ '/screens/admin/lookup.json': () => Promise.resolve(bad) });
    await expect(loader.load('lookup')).rejects.toThrow('neither a standard action nor a workflow action');
  });

  it('refuses an edit link without an edit route', async () => {
    const bad = { ...lookupList, columns: [{ key: 'lookupCode', linkTag: 'edit' }] };
    const loader = loaderWith({ '/screens/admin/lookup.json': () => Promise.resolve(bad) });
    await expect(loader.load('lookup')).rejects.toThrow('list.cellLinkMissing');
  });
});

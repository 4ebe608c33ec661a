import type { Plugin } from 'vite';

/** b-validate: Arco's en-US locale imports its default messages; without this every page's entry carried it. */
export const SIDE_EFFECT_FREE_PACKAGES: readonly string[] = ['b-validate'];

/**
 * Declares packages whose modules only define things (no package.json `sideEffects: false` of their own), so
 * that an import of one export does not keep the whole package.
 */
export function sideEffectFreePackages(packages: readonly string[] = SIDE_EFFECT_FREE_PACKAGES): Plugin {
  const inPackage = new RegExp(`/node_modules/(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})/`);
  return {
    name: 'srm:side-effect-free-packages',
    transform(code, id) {
      return inPackage.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

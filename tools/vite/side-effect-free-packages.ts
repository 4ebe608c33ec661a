import type { Plugin } from 'vite';

/**
 * Declares packages whose modules only define things (no package.json `sideEffects: false` of their own), so
 * that an import of one export does not keep the whole package. b-validate: Arco's en-US locale imports its
 * default messages, and without this every page's entry carried the validation library of Arco's Form.
 */
export function sideEffectFreePackages(packages: readonly string[]): Plugin {
  const inPackage = new RegExp(`/node_modules/(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})/`);
  return {
    name: 'srm:side-effect-free-packages',
    transform(code, id) {
      return inPackage.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

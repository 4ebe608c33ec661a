import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arcoStylesFor } from '../../../tools/vite/arco-styles-on-demand';

/**
 * Arco's styles come per component with the component's import (tools/vite/arco-styles-on-demand.ts). A module
 * that draws Arco's markup itself (our own tab strip, the grid's row check box) gets no styles that way: it shows
 * unstyled until another screen happens to import the component. Every module that puts an Arco component's
 * class on an element must import that component or its style module itself.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const arcoEs = join(dirname(createRequire(import.meta.url).resolve('@arco-design/web-react/package.json')), 'es');

/** Roots of classes Arco's base sheet defines (icons, hover rings): every component's style module brings it. */
function baseRoots(): Set<string> {
  return new Set([...readFileSync(join(arcoEs, 'style', 'index.css'), 'utf8').matchAll(/\.arco-([a-z]+)/g)].map((match) => match[1]));
}

/** Which component's sheet defines the classes starting with `arco-<root>`: the one defining most of them. */
function classOwners(): Map<string, string> {
  const base = baseRoots();
  const counts = new Map<string, { component: string; count: number }>();
  for (const component of readdirSync(arcoEs)) {
    const sheet = join(arcoEs, component, 'style', 'index.css');
    if (!existsSync(sheet)) continue;
    const perRoot = new Map<string, number>();
    for (const [, root] of readFileSync(sheet, 'utf8').matchAll(/\.arco-([a-z]+)[\w-]*\s*[{,.:\s]/g)) perRoot.set(root, (perRoot.get(root) ?? 0) + 1);
    for (const [root, count] of perRoot) {
      if (base.has(root)) continue;
      if ((counts.get(root)?.count ?? 0) < count) counts.set(root, { component, count });
    }
  }
  return new Map([...counts].map(([root, { component }]) => [root, component]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** `arco-…` classes the module writes into class names (not those it only looks for in selectors). */
function drawnArcoRoots(code: string): Set<string> {
  const roots = new Set<string>();
  for (const line of code.split('\n')) {
    if (!/className|classes/.test(line) || /querySelector|closest\(|matches\(/.test(line)) continue;
    for (const [, root] of line.matchAll(/['"`\s]arco-([a-z]+)/g)) roots.add(root);
  }
  return roots;
}

describe('Arco classes drawn without the component', () => {
  it('come with the style module of the component that owns them', () => {
    const owners = classOwners();
    const missing: string[] = [];
    for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'renderer'))]) {
      const code = readFileSync(file, 'utf8');
      const styles = new Set([...arcoStylesFor(code), ...[...code.matchAll(/import\s+'(@arco-design\/web-react\/es\/\w+\/style\/css\.js)'/g)].map((match) => match[1])]);
      for (const root of drawnArcoRoots(code)) {
        const owner = owners.get(root);
        if (owner && !styles.has(`@arco-design/web-react/es/${owner}/style/css.js`)) missing.push(`${relative(ROOT, file)}: arco-${root} needs ${owner}'s styles`);
      }
    }
    expect(missing).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ARCO = '@arco-design/web-react';
const arcoRoot = dirname(createRequire(import.meta.url).resolve(`${ARCO}/package.json`));
/** `import { Button, Form as ArcoForm } from '@arco-design/web-react'` after TypeScript is stripped. */
const ARCO_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@arco-design\/web-react["']/g;

/** The style module of an Arco component (it imports Arco's base styles and those of the parts it uses). */
function styleOf(component: string): string | null {
  return existsSync(join(arcoRoot, 'es', component, 'style', 'css.js')) ? `${ARCO}/es/${component}/style/css.js` : null;
}

/** The style modules for the components a module imports from Arco, in the order it names them. */
export function arcoStylesFor(code: string): string[] {
  const styles = new Set<string>();
  for (const [, names] of code.matchAll(ARCO_IMPORT)) {
    for (const name of names.split(',')) {
      const component = name.trim().split(/\s+as\s+/)[0];
      const style = component ? styleOf(component) : null;
      if (style) styles.add(style);
    }
  }
  return [...styles];
}

/** An Arco style sheet, imported by its components' style modules or by the app itself. */
const ARCO_CSS = /\/node_modules\/@arco-design\/web-react\/.*\.css$/;

/** The cascade layer every Arco rule is put in: any rule of ours outside a layer wins over it. */
export const ARCO_LAYER = 'arco';

/** Arco's CSS inside the `arco` cascade layer. */
export function layeredArcoCss(css: string): string {
  return `@layer ${ARCO_LAYER} {\n${css}\n}\n`;
}

/** A rule with no block inside it: its selector list and declarations. */
const PLAIN_RULE = /(?<=^|[{}])([^{}@]+)\{[^{}]*\}/g;
/** Selectors of modes the app never switches on: Arco's dark theme and its right-to-left layout. */
const UNUSED_MODE_SELECTORS = [/^\s*body\[arco-theme=(['"]?)dark\1\]/, /\.[\w-]+-rtl(?![\w-])/];

/**
 * Arco's CSS without the rules of its dark theme (`body[arco-theme=dark]`, a third of its base sheet) and of its
 * right-to-left layout (`.arco-*-rtl`): the app sets neither (no `arco-theme` attribute, no `rtl` on
 * ConfigProvider), so those rules only weigh on every page's download. A rule that serves another selector too stays.
 */
export function withoutUnusedModes(css: string): string {
  return css.replace(PLAIN_RULE, (rule, selectors: string) =>
    selectors.split(',').every((selector) => UNUSED_MODE_SELECTORS.some((mode) => mode.test(selector))) ? '' : rule,
  );
}

/**
 * Arco's styles per component instead of all of arco.css (560 kB): each of our modules that imports Arco
 * components also imports their styles, so a lazy page's chunk brings the CSS of what it shows. A lazy chunk's
 * CSS is linked when the chunk loads, after our own sheets (src/app/styles/*.css), so load order cannot decide
 * between Arco and us: every Arco sheet is put in the `arco` cascade layer, and our unlayered rules win over
 * it wherever they load, as they did with the whole sheet imported first.
 */
export function arcoStylesOnDemand(): Plugin[] {
  return [
    {
      name: 'srm:arco-styles-on-demand',
      transform(code, id) {
        if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0])) return null;
        const styles = arcoStylesFor(code);
        if (styles.length === 0) return null;
        // On the module's first line: line numbers and so source maps stay.
        return { code: styles.map((style) => `import '${style}';`).join('') + code, map: null };
      },
    },
    {
      // Also drops the rules of the dark theme and right-to-left layout (withoutUnusedModes).
      name: 'srm:arco-styles-layer',
      // Before Vite's CSS plugin, which bundles the sheet.
      enforce: 'pre',
      transform(code, id) {
        return ARCO_CSS.test(id.split('?')[0]) ? { code: layeredArcoCss(withoutUnusedModes(code)), map: null } : null;
      },
    },
  ];
}

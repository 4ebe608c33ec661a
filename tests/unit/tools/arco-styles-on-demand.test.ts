import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { arcoStylesFor, arcoStylesOnDemand, withoutUnusedModes } from '../../../tools/vite/arco-styles-on-demand';

describe('Arco styles on demand', () => {
  it('names the style module of each Arco component a module imports, renamed or not, once', () => {
    const code = `import { Button, Form as ArcoForm,\n  Message } from '@arco-design/web-react';\nimport { Button as B } from "@arco-design/web-react";`;
    expect(arcoStylesFor(code)).toEqual([
      '@arco-design/web-react/es/Button/style/css.js',
      '@arco-design/web-react/es/Form/style/css.js',
      '@arco-design/web-react/es/Message/style/css.js',
    ]);
  });

  it('leaves out what has no style of its own and what comes from elsewhere', () => {
    const code = `import { ConfigProviderProps, TableColumnProps } from '@arco-design/web-react';\nimport { IconUser } from '@arco-design/web-react/icon';\nimport { Button } from './button';`;
    expect(arcoStylesFor(code)).toEqual([]);
  });

  it('puts every Arco sheet in the arco cascade layer, so our sheets win wherever a lazy chunk links it', () => {
    const layer = arcoStylesOnDemand().find((plugin) => plugin.name === 'srm:arco-styles-layer') as Plugin;
    const transform = layer.transform as (code: string, id: string) => { code: string } | null;
    const arcoSheet = '/app/node_modules/@arco-design/web-react/es/Tag/style/index.css';
    expect(transform('.arco-tag-red{color:red}', arcoSheet)?.code).toBe('@layer arco {\n.arco-tag-red{color:red}\n}\n');
    expect(transform('.arco-tag-red{color:red}', '/app/src/app/styles/contrast.css')).toBeNull();
    expect(transform('.x{}', '/app/node_modules/bpmn-js/dist/assets/bpmn-js.css')).toBeNull();
  });

  it("leaves out Arco's dark theme and right-to-left rules, which the app never switches on, and keeps every other rule", () => {
    const css = `body{--gray-1:1}body[arco-theme=dark]{--gray-1:2}@media (min-width:1px){body[arco-theme='dark'] .arco-btn{color:red}.arco-btn{color:blue}}.a,body[arco-theme=dark] .b{color:green}.arco-input-rtl{direction:rtl}.arco-rtl-x,.arco-input-rtl .c{margin:0}`;
    expect(withoutUnusedModes(css)).toBe(`body{--gray-1:1}@media (min-width:1px){.arco-btn{color:blue}}.a,body[arco-theme=dark] .b{color:green}.arco-rtl-x,.arco-input-rtl .c{margin:0}`);
  });
});

import { describe, expect, it } from 'vitest';
import { arcoStylesFor } from '../../../tools/vite/arco-styles-on-demand';

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
});

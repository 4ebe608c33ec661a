// Arco's Typography styles, without its component.
import '@arco-design/web-react/es/Typography/style/css.js';
import type { AriaRole, ReactNode } from 'react';

/*
 * Arco's Typography component brings ellipsis measuring, copying and editing (about 6 kB gzip) that the
 * list's plain texts never use: they are drawn as the markup it renders, with its classes and styles.
 */

/** Typography.Text's markup: a span of `arco-typography`, coloured by its type. */
export function TypographyText({ type, className, role, children }: {
  type?: 'secondary' | 'warning' | 'error';
  className?: string;
  role?: AriaRole;
  children?: ReactNode;
}) {
  const classes = ['arco-typography', type && `arco-typography-${type}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes} role={role}>
      {children}
    </span>
  );
}

/** Typography.Title heading={6}'s markup, without margin: a table's title. */
export function TableTitle({ children }: { children?: ReactNode }) {
  return (
    <h6 className="arco-typography" style={{ margin: 0 }}>
      {children}
    </h6>
  );
}

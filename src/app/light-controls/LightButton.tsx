import { IconLoading } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
// The styles of the Arco component whose markup this draws (with Arco's base styles).
import '@arco-design/web-react/es/Button/style/css.js';

interface LightButtonProps {
  type?: 'primary' | 'secondary';
  htmlType?: 'button' | 'submit';
  /** As wide as its container. */
  long?: boolean;
  loading?: boolean;
  /** A link drawn as a button. */
  href?: string;
  className?: string;
  children: ReactNode;
}

/** A button drawn as Arco's Button draws it (classes, loading icon), without its code (LightInput.tsx says why). */
export function LightButton({ type = 'secondary', htmlType = 'button', long, loading, href, className, children }: LightButtonProps) {
  const classes = ['arco-btn', `arco-btn-${type}`, 'arco-btn-size-default', 'arco-btn-shape-square', long && 'arco-btn-long', loading && 'arco-btn-loading', href && 'arco-btn-link', className];
  const content = (
    <>
      {loading && <IconLoading />}
      <span>{children}</span>
    </>
  );
  const classList = classes.filter(Boolean).join(' ');
  if (href) {
    return (
      <a href={href} className={classList}>
        {content}
      </a>
    );
  }
  return (
    // A loading button ignores clicks, as Arco's does.
    <button className={classList} type={htmlType} onClick={loading ? (event) => event.preventDefault() : undefined}>
      {content}
    </button>
  );
}

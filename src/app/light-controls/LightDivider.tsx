import type { ReactNode } from 'react';
// The styles of the Arco component whose markup this draws (with Arco's base styles).
import '@arco-design/web-react/es/Divider/style/css.js';

/** A horizontal rule with centred text, drawn as Arco's Divider draws it (LightInput.tsx says why). */
export function LightDivider({ children }: { children: ReactNode }) {
  return (
    <div role="separator" className="arco-divider arco-divider-horizontal arco-divider-with-text arco-divider-with-text-center">
      <span className="arco-divider-text arco-divider-text-center">{children}</span>
    </div>
  );
}

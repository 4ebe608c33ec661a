import { IconCloseCircleFill, IconExclamationCircleFill, IconInfoCircleFill } from '@arco-design/web-react/icon';
// The styles of the Arco component whose markup this draws (with Arco's base styles).
import '@arco-design/web-react/es/Alert/style/css.js';

const ICONS = { info: IconInfoCircleFill, warning: IconExclamationCircleFill, error: IconCloseCircleFill };

/** A message box drawn as Arco's Alert draws it (role, classes, icon), without its code (LightInput.tsx says why). */
export function LightAlert({ type, content, className }: { type: keyof typeof ICONS; content: string; className?: string }) {
  const Icon = ICONS[type];
  return (
    <div className={`arco-alert arco-alert-${type}${className ? ` ${className}` : ''}`} role="alert">
      <div className="arco-alert-icon-wrapper">
        <Icon />
      </div>
      <div className="arco-alert-content-wrapper">
        <div className="arco-alert-content">{content}</div>
      </div>
    </div>
  );
}

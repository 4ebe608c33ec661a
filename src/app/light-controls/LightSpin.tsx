import { IconLoading } from '@arco-design/web-react/icon';
// The styles of the Arco component whose markup this draws (with Arco's base styles).
import '@arco-design/web-react/es/Spin/style/css.js';

/** A spinner with its text, drawn as Arco's Spin draws it (LightInput.tsx says why). */
export function LightSpin({ tip }: { tip: string }) {
  return (
    <div className="arco-spin arco-spin-with-tip">
      <span className="arco-spin-icon">
        <IconLoading />
      </span>
      <div className="arco-spin-tip">{tip}</div>
    </div>
  );
}

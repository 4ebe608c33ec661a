import { IconLoading } from '@arco-design/web-react/icon';
import './arco-markup-styles';

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

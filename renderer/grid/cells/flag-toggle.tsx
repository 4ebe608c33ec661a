import { IconCheckCircleFill, IconCloseCircle } from '@arco-design/web-react/icon';
import type { FlagIcon } from '../../display/display-format';
import { flagState, type FlagLabels } from './flag-mark';

/**
 * The Yes/No check-mark toggle of an editable cell: a click flips between the true and false values
 * (Y and N by default). A value that is neither says so; a click then sets the true value.
 */
export function FlagToggle({
  value,
  icon,
  labels,
  onChange,
}: {
  value: unknown;
  icon: FlagIcon;
  labels: FlagLabels;
  onChange: (value: string) => void;
}) {
  const state = flagState(value, icon);
  const on = state === 'true';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={on ? labels.yes : labels.no}
      className={`srm-grid-flag-toggle${on ? ' srm-grid-flag-toggle-on' : ''}`}
      onClick={(event) => {
        event.stopPropagation();
        onChange(on ? icon.falseValue : icon.trueValue);
      }}
    >
      {on ? <IconCheckCircleFill className="srm-grid-flag srm-grid-flag-true" /> : <IconCloseCircle className="srm-grid-flag srm-grid-flag-false" />}
      {state === 'bad' && <span className="srm-grid-flag-error">{labels.badValue}</span>}
    </button>
  );
}

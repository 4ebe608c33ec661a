// Drawn with Arco's check box classes but not its component, so its styles are not brought in by a component import.
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { IconCheck } from '@arco-design/web-react/icon';

/**
 * A row's check box: Arco's Checkbox markup and classes (so it looks and is found the same), without the
 * component. Every drawn row has one, and a scroll step mounts a few rows: Arco's Checkbox (its contexts, merged
 * value state, group registration effect, hover wrapper and an always-drawn check icon) was a large part of a
 * row's mount. A native input, so it stays a labelled, focusable check box for keyboards and screen readers.
 */
export function RowCheck({
  checked,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  let classes = 'arco-checkbox srm-grid-check';
  if (checked) classes += ' arco-checkbox-checked';
  if (disabled) classes += ' arco-checkbox-disabled';
  return (
    <label className={classes} aria-disabled={disabled}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          event.stopPropagation();
          onChange(event.target.checked);
        }}
        // A click on the box is not a click on the row (which starts editing it).
        onClick={(event) => event.stopPropagation()}
      />
      <span className="arco-icon-hover arco-checkbox-icon-hover arco-checkbox-mask-wrapper">
        {/* The check mark is drawn only when checked: unchecked, Arco scales it to nothing anyway. */}
        <div className="arco-checkbox-mask">{checked && <IconCheck className="arco-checkbox-mask-icon" />}</div>
      </span>
    </label>
  );
}

// The styles of the Arco component whose markup this draws (with Arco's base styles).
import '@arco-design/web-react/es/Radio/style/css.js';

interface LightRadioButtonsProps<Value extends string> {
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'mini' | 'small' | 'default';
  'aria-label'?: string;
}

/**
 * A choice of one among a few buttons, drawn as Arco's `Radio.Group type="button"` draws it: native radio
 * inputs inside their labels (LightInput.tsx says why it is not Arco's component).
 */
export function LightRadioButtons<Value extends string>({ options, value, onChange, size = 'default', 'aria-label': ariaLabel }: LightRadioButtonsProps<Value>) {
  return (
    <div className={`arco-radio-group arco-radio-group-type-button arco-radio-size-${size} arco-radio-mode-outline`} role="radiogroup" aria-label={ariaLabel}>
      {options.map((option) => (
        <label key={option.value} className={`arco-radio-button${option.value === value ? ' arco-radio-checked' : ''}`}>
          <input type="radio" checked={option.value === value} value={option.value} onChange={() => onChange(option.value)} />
          <span className="arco-radio-button-inner">{option.label}</span>
        </label>
      ))}
    </div>
  );
}

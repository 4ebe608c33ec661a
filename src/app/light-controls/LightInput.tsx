import { IconClose } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
// The styles of the Arco component whose markup this draws (with Arco's base styles).
import '@arco-design/web-react/es/Input/style/css.js';

export interface LightInputProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** A button that empties the field, shown while it holds a value (Arco's `allowClear`). */
  allowClear?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  /** Drawn after the text, inside the field (the password's visibility toggle). */
  suffix?: ReactNode;
}

/**
 * A text field drawn as Arco's Input draws it (same elements, classes and so the same look and behaviour),
 * without its code: the login page's first screen does not download Arco's components
 * (docs/architecture.md, "Delivery of the web app").
 */
export function LightInput({ value, onChange, allowClear, invalid, suffix, type = 'text', ...inputProps }: LightInputProps) {
  const [focused, setFocused] = useState(false);
  const input = (
    <input
      {...inputProps}
      type={type === 'password' ? 'password' : undefined}
      aria-invalid={invalid || undefined}
      className={`arco-input arco-input-size-default${invalid ? ' arco-input-error' : ''}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  if (!allowClear && !suffix) return input;
  const wrapperClass = [
    'arco-input-inner-wrapper',
    invalid && 'arco-input-inner-wrapper-error',
    focused && 'arco-input-inner-wrapper-focus',
    'arco-input-inner-wrapper-default',
    allowClear && 'arco-input-clear-wrapper',
  ];
  return (
    <span className={wrapperClass.filter(Boolean).join(' ')}>
      {input}
      {allowClear && value && (
        <span
          className="arco-icon-hover arco-input-clear-icon"
          tabIndex={0}
          onClick={() => onChange('')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange('');
          }}
        >
          {/* Pressing the button keeps the focus in the field. */}
          <IconClose onMouseDown={(event) => event.preventDefault()} />
        </span>
      )}
      {suffix && <span className="arco-input-group-suffix">{suffix}</span>}
    </span>
  );
}

import { IconEye, IconEyeInvisible } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { LightInput, type LightInputProps } from './LightInput';
// The styles of the Arco component whose markup this draws (LightInput brings them too).
import '@arco-design/web-react/es/Input/style/css.js';

/** A password field with Arco's visibility toggle, drawn as Arco's Input.Password draws it (LightInput.tsx). */
export function LightPasswordInput(props: Omit<LightInputProps, 'type' | 'suffix' | 'allowClear'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEye : IconEyeInvisible;
  const toggle = () => setVisible((current) => !current);
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-default arco-input-has-suffix arco-input-password arco-input-password-visibility">
      <span className="arco-input-group">
        <LightInput
          {...props}
          type={visible ? 'text' : 'password'}
          suffix={
            <Icon
              className="arco-input-password-visibility-icon"
              // Reachable and announced, as in Arco's Input.Password (icons are hidden from assistive technology by default).
              aria-hidden={undefined}
              focusable={undefined}
              tabIndex={0}
              onClick={toggle}
              onKeyDown={(event) => {
                if (event.key === 'Enter') toggle();
              }}
              // The field keeps the focus.
              onMouseDown={(event) => event.preventDefault()}
              onMouseUp={(event) => event.preventDefault()}
            />
          }
        />
      </span>
    </div>
  );
}

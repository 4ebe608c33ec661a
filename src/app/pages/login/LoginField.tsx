import type { ReactNode } from 'react';

interface LoginFieldProps {
  /** The control's id: the label names it, the message describes it. */
  inputId: string;
  label: string;
  /** What is wrong with the value, shown under the control. */
  error?: string;
  children: ReactNode;
}

/**
 * One row of the login form: label, control, message. Written out instead of Arco's Form.Item: Arco's Form
 * brings its grid, its tooltips and a validation library, about a fifth of what the login page downloaded,
 * for three required fields (docs/architecture.md, "Delivery of the web app").
 */
export function LoginField({ inputId, label, error, children }: LoginFieldProps) {
  return (
    <div className={`srm-login-field${error ? ' srm-login-field--invalid' : ''}`}>
      {/* Every field of the login form is required: the label's asterisk is drawn by shell.css. */}
      <label className="srm-login-field__label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {error && (
        <div className="srm-login-field__message" id={`${inputId}_message`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

import { IconCheckCircleFill, IconCloseCircle } from '@arco-design/web-react/icon';
import type { FlagIcon } from '../../display/display-format';

export interface FlagLabels {
  yes: string;
  no: string;
  /** "Value should be trueValue or falseValue" in the UI language. */
  badValue: string;
}

export type FlagState = 'true' | 'false' | 'empty' | 'bad';

/** Where a value stands against a Y/N column's true and false values (Y and N by default). */
export function flagState(value: unknown, icon: Pick<FlagIcon, 'trueValue' | 'falseValue'> = { trueValue: 'Y', falseValue: 'N' }): FlagState {
  if (value === undefined || value === null || value === '') return 'empty';
  if (value === icon.trueValue) return 'true';
  if (value === icon.falseValue) return 'false';
  return 'bad';
}

/**
 * A Y/N value as a mark (spec 000 §9): green check for the true value, grey cross for the false value
 * (unless falseShow is false); any other value is an error, said in the cell rather than guessed.
 */
export function FlagMark({ value, icon, labels }: { value: unknown; icon: FlagIcon; labels: FlagLabels }) {
  switch (flagState(value, icon)) {
    case 'empty':
      return null;
    case 'true':
      return <IconCheckCircleFill className="srm-grid-flag srm-grid-flag-true" aria-label={labels.yes} />;
    case 'false':
      return icon.falseShow === false ? null : <IconCloseCircle className="srm-grid-flag srm-grid-flag-false" aria-label={labels.no} />;
    case 'bad':
      return (
        <span className="srm-grid-flag-error" title={String(value)}>
          {labels.badValue}
        </span>
      );
  }
}

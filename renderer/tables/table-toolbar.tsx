import { Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { ButtonBar } from '../buttons/button-bar';
import type { ButtonModel } from '../buttons/button-model';
import { TableTitle, TypographyText } from '../display/typography-markup';

/** A table's toolbar: title on the left; the granted buttons, then the table's own tools, on the right. */
export function TableToolbar({
  title,
  buttons,
  busy,
  onRun,
  tools,
  hint,
}: {
  title: string;
  buttons: readonly ButtonModel[];
  busy: boolean;
  onRun: (button: ButtonModel) => void;
  /** Column settings, full screen. */
  tools?: ReactNode;
  /** A line under the title: how inline editing works, where rows can be edited. */
  hint?: string;
}) {
  return (
    <div className="srm-table-toolbar">
      <div>
        <TableTitle>{title}</TableTitle>
        {hint && <TypographyText type="secondary" className="srm-table-hint">{hint}</TypographyText>}
      </div>
      <Space size={8}>
        <ButtonBar buttons={buttons} busy={busy} onRun={onRun} />
        {tools}
      </Space>
    </div>
  );
}

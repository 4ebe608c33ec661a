import { Typography } from '@arco-design/web-react';
import { ButtonBar } from '../../buttons/button-bar';
import type { ButtonModel } from '../../buttons/button-model';

/** The list toolbar: title on the left, the granted buttons on the right. */
export function ListToolbar({
  title,
  buttons,
  busy,
  onRun,
}: {
  title: string;
  buttons: readonly ButtonModel[];
  busy: boolean;
  onRun: (button: ButtonModel) => void;
}) {
  return (
    <div
      className="srm-list-toolbar"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 16px' }}
    >
      <Typography.Title heading={6} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <ButtonBar buttons={buttons} busy={busy} onRun={onRun} />
    </div>
  );
}

import { Button, Message, Tooltip } from '@arco-design/web-react';
import { IconImport } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { referenceFilterState } from '../../../fields/reference-filter';
import type { GridRow } from '../../../grid/layout/grid-table';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import type { EditLine, RecordValues } from '../edit-record';
import { PickDialog } from './pick-dialog';
import type { PickModel } from './pick-model';
import { pickedLineValues, takenSourceKeys } from './pick-lines';

export interface PickButtonProps {
  pick: PickModel;
  /** The record the lines belong to: the fixed parameters and `{parentField}` of the mapping read it. */
  header: RecordValues;
  lines: readonly EditLine[];
  onAddLines: (values: RecordValues[]) => void;
}

/**
 * "从来源添加" / "Add from source" above a line grid. While a value its fixed parameters need is empty (the
 * supplier of the note) it is disabled and says which; picked rows become lines with the mapped values.
 */
export function PickButton({ pick, header, lines, onAddLines }: PickButtonProps) {
  const { t, text } = useRendererI18n();
  const [open, setOpen] = useState(false);
  const filter = useMemo(() => referenceFilterState(pick.params, header, undefined), [pick.params, header]);
  const taken = useMemo(() => (open ? takenSourceKeys(pick, lines) : new Set<string>()), [open, pick, lines]);
  const hint = filter.kind === 'blocked' ? t('edit.chooseFirst', { label: text(filter.missing.label) }) : undefined;
  const picked = (rows: GridRow[]) => {
    onAddLines(pickedLineValues(pick, rows, header));
    setOpen(false);
    Message.success(t('pick.added', { count: rows.length }));
  };
  const button = (
    <Button size="mini" className="srm-pick-button" icon={<IconImport />} disabled={hint !== undefined} onClick={() => setOpen(true)}>
      {text(pick.label)}
    </Button>
  );
  return (
    <>
      {hint === undefined ? (
        button
      ) : (
        // A disabled button takes no pointer events: the tooltip listens on a wrapper.
        <Tooltip content={hint}>
          <span className="srm-button-reason" data-reason={hint} style={{ display: 'inline-block' }}>
            {button}
          </span>
        </Tooltip>
      )}
      {open && filter.kind === 'ready' && <PickDialog pick={pick} params={filter.params} taken={taken} onPick={picked} onClose={() => setOpen(false)} />}
    </>
  );
}

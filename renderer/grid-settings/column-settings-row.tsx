import { Button, Checkbox, InputNumber, Select } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDragDotVertical } from '@arco-design/web-react/icon';
import { useEffect, useState, type DragEvent } from 'react';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from '../../src/shared/column-settings/column-settings-limits';
import { useRendererI18n } from '../i18n/use-renderer-i18n';

export type FixedChoice = 'left' | 'right' | 'none';

export interface ColumnSettingsRowProps {
  columnKey: string;
  title: string;
  visible: boolean;
  /** The last visible column cannot be hidden: a grid without columns shows nothing to click back. */
  canHide: boolean;
  width: number | undefined;
  fixed: FixedChoice;
  first: boolean;
  last: boolean;
  onVisibleChange(visible: boolean): void;
  onWidthChange(width: number): void;
  onFixedChange(fixed: FixedChoice): void;
  onMove(step: -1 | 1): void;
  /** A dragged column was dropped on this row. */
  onDropColumn(draggedKey: string): void;
}

const DRAG_TYPE = 'application/x-srm-column';

/** Widths of the drawer's controls, shared with its header row so the labels stand over them. */
export const COLUMN_SETTINGS_LAYOUT = { width: 96, fixed: 96, order: 56 } as const;

/** One column in the settings drawer: drag handle, shown, title, width, fixed side, up and down. */
export function ColumnSettingsRow(props: ColumnSettingsRowProps) {
  const { t } = useRendererI18n();
  // The width is typed freely and taken on blur or Enter: bounds apply to the number typed, not to each keystroke.
  const [draftWidth, setDraftWidth] = useState<number | undefined>(props.width);
  useEffect(() => setDraftWidth(props.width), [props.width]);
  const commitWidth = () => {
    if (draftWidth !== undefined && draftWidth !== props.width) props.onWidthChange(draftWidth);
  };
  const allowDrop = (event: DragEvent) => {
    if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
  };
  return (
    <div
      className="srm-column-settings-row"
      role="listitem"
      data-column-key={props.columnKey}
      onDragOver={allowDrop}
      onDrop={(event) => {
        const dragged = event.dataTransfer.getData(DRAG_TYPE);
        if (dragged && dragged !== props.columnKey) {
          event.preventDefault();
          props.onDropColumn(dragged);
        }
      }}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', borderBottom: '1px solid var(--color-border-1)' }}
    >
      <span
        draggable
        role="button"
        aria-label={t('columnSettings.drag')}
        title={t('columnSettings.drag')}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, props.columnKey);
          event.dataTransfer.effectAllowed = 'move';
        }}
        style={{ cursor: 'grab', color: 'var(--color-text-3)', display: 'inline-flex' }}
      >
        <IconDragDotVertical />
      </span>
      <Checkbox
        checked={props.visible}
        disabled={props.visible && !props.canHide}
        onChange={(checked: boolean) => props.onVisibleChange(checked)}
        aria-label={t('columnSettings.showColumn', { column: props.title })}
      />
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={props.title}>
        {props.title}
      </span>
      <InputNumber
        size="small"
        style={{ width: COLUMN_SETTINGS_LAYOUT.width }}
        min={COLUMN_WIDTH_MIN}
        max={COLUMN_WIDTH_MAX}
        precision={0}
        placeholder={t('columnSettings.autoWidth')}
        value={draftWidth}
        aria-label={t('columnSettings.widthOf', { column: props.title })}
        onChange={(value: number) => setDraftWidth(Number.isFinite(value) ? value : undefined)}
        onBlur={commitWidth}
        onKeyDown={(event: Event) => {
          // Arco types the event as a DOM Event; it is React's keyboard event, which has `key` too.
          if ('key' in event && event.key === 'Enter') commitWidth();
        }}
      />
      <Select
        size="small"
        style={{ width: COLUMN_SETTINGS_LAYOUT.fixed }}
        value={props.fixed}
        aria-label={t('columnSettings.fixedOf', { column: props.title })}
        onChange={(value: FixedChoice) => props.onFixedChange(value)}
        options={[
          { value: 'none', label: t('columnSettings.fixedNone') },
          { value: 'left', label: t('columnSettings.fixedLeft') },
          { value: 'right', label: t('columnSettings.fixedRight') },
        ]}
      />
      <span style={{ display: 'inline-flex', width: COLUMN_SETTINGS_LAYOUT.order }}>
        <Button
          size="mini"
          type="text"
          icon={<IconArrowUp />}
          disabled={props.first}
          aria-label={t('columnSettings.moveUp', { column: props.title })}
          onClick={() => props.onMove(-1)}
        />
        <Button
          size="mini"
          type="text"
          icon={<IconArrowDown />}
          disabled={props.last}
          aria-label={t('columnSettings.moveDown', { column: props.title })}
          onClick={() => props.onMove(1)}
        />
      </span>
    </div>
  );
}

import { Modal } from '@arco-design/web-react';
import { useCallback, useMemo } from 'react';
import { useScreenContext } from '../../../context/screen-context';
import type { GridRow } from '../../../grid/layout/grid-table';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import { DataTable } from '../../../tables/data-table';
import { useDataTable } from '../../../tables/use-data-table';
import { buildFilters } from '../../list-screen/search-filters';
import { SearchForm } from '../../list-screen/search-form';
import type { PickModel } from './pick-model';
import { pickSearchParams } from './pick-lines';

const NO_BUTTONS: never[] = [];
const nothing = () => undefined;

export interface PickDialogProps {
  pick: PickModel;
  /** The fixed listByPage parameters, evaluated on the current record. */
  params: Readonly<Record<string, unknown>>;
  /** Row keys already among the lines: shown checked, not pickable. */
  taken: ReadonlySet<string>;
  onPick: (rows: GridRow[]) => void;
  onClose: () => void;
}

/**
 * The "add from source" dialog: the source entity's list with its search form and the fixed parameters,
 * rows checked across pages (kept by the source key); rows the lines hold already show checked and locked.
 */
export function PickDialog({ pick, params, taken, onPick, onClose }: PickDialogProps) {
  const { menu } = useScreenContext();
  const { t, text } = useRendererI18n();
  const paramsKey = JSON.stringify(params);
  const table = useMemo(() => ({ ...pick.table, searchParams: pickSearchParams(JSON.parse(paramsKey) as Record<string, unknown>) }), [pick.table, paramsKey]);
  const state = useDataTable(table, { entity: pick.entity, menu });
  const { rowKey } = state.selection;
  const locked = useCallback((row: GridRow) => taken.has(rowKey(row)), [taken, rowKey]);
  const picked = state.selection.selectedRows;
  return (
    <Modal
      visible
      className="srm-pick-dialog"
      title={text(pick.title)}
      style={{ width: 1080, maxWidth: '96vw' }}
      onCancel={onClose}
      onOk={() => onPick(picked)}
      okText={t('pick.confirm', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText={t('common.cancel')}
      unmountOnExit
    >
      <SearchForm fields={pick.search} onSearch={(values) => state.search(buildFilters(pick.search, values))} />
      <DataTable state={state} title={text(pick.title)} toolbar={NO_BUTTONS} onToolbar={nothing} rowActions={NO_BUTTONS} onRowAction={nothing} lockedRows={locked} />
    </Modal>
  );
}

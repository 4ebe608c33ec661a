import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StoredColumnSettings } from '../../src/shared/column-settings/column-settings-format';
import { useDataAdapter } from '../context/data-adapter-context';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { columnSettingsApi } from './column-settings-api';
import { columnSettingsFileName, columnSettingsFileText, downloadTextFile, readColumnSettingsFile } from './column-settings-file';
import type { ColumnDefault, ColumnSettings } from './column-settings.types';
import { LatestValueSaver } from './latest-value-saver';
import { clampColumnWidth, resolveColumnSettings, toStoredSettings } from './resolve-column-settings';

/** A resize saves once the user has stopped dragging for this long. */
export const RESIZE_SAVE_DELAY_MS = 600;

export interface ColumnSettingsControl {
  tableName: string;
  columns: readonly ColumnDefault[];
  /** What the grid applies (its `columnSettings` input). */
  settings: ColumnSettings;
  loading: boolean;
  /** The user has a configuration of his own (else the descriptor's defaults apply). */
  customised: boolean;
  /** Why the saved configuration could not be read (the defaults apply meanwhile). */
  loadError: string | null;
  /** Shows the configuration at once and saves it. */
  apply(next: ColumnSettings): void;
  /** Shows the width at once and saves it when the user stops resizing (the grid's `onColumnResize`). */
  resizeColumn(key: string, width: number): void;
  reset(): Promise<void>;
  exportFile(): void;
  /** Reads an exported file, applies and saves it; false (with a message shown) when it is refused. */
  importFile(file: Blob): Promise<boolean>;
}

interface PendingSave {
  tableName: string;
  settings: StoredColumnSettings;
}

/** Descriptor columns compare by what the configuration uses, so a caller may pass a new array each render. */
function columnsSignature(columns: readonly ColumnDefault[]): string {
  return JSON.stringify(columns.map(({ key, width, fixed, hidden }) => [key, width, fixed, hidden]));
}

/**
 * The signed-in user's configuration of one grid's columns (order, visibility, width, fixed side), read
 * from and saved to the server. Changes show at once (optimistic); a failed save puts back what the server
 * holds and says why.
 */
export function useColumnSettings(tableName: string, columns: readonly ColumnDefault[]): ColumnSettingsControl {
  const adapter = useDataAdapter();
  const { t, language } = useRendererI18n();
  const api = useMemo(() => columnSettingsApi(adapter), [adapter]);
  const signature = columnsSignature(columns);
  // Keyed by the signature on purpose: a new array with the same columns is the same configuration.
  const stableColumns = useMemo(() => columns, [signature]);
  const [stored, setStored] = useState<StoredColumnSettings | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** What the server holds: put back when a save fails. */
  const confirmed = useRef<StoredColumnSettings | null>(null);
  /** The user changed something before the saved configuration arrived: his change wins. */
  const touched = useRef(false);
  const settings = useMemo(() => resolveColumnSettings(stableColumns, stored), [stableColumns, stored]);
  const current = useRef(settings);
  current.current = settings;

  const saver = useMemo(
    () =>
      new LatestValueSaver<PendingSave>(async ({ tableName: table, settings: value }) => {
        const answer = await api.save(table, value).catch((failure: unknown) => ({
          status: 'E' as const,
          msg: failure instanceof Error ? failure.message : String(failure),
          data: null,
        }));
        if (answer.status === 'S' && answer.data) {
          confirmed.current = answer.data.settings;
          return;
        }
        setStored(confirmed.current);
        Message.error(t('columnSettings.saveFailed', { msg: answer.msg }));
      }),
    [api, t],
  );

  useEffect(() => {
    let live = true;
    touched.current = false;
    setLoading(true);
    setStored(null);
    confirmed.current = null;
    api
      .find(tableName)
      .then((answer) => {
        if (!live) return;
        if (answer.status !== 'S' || !answer.data) {
          setLoadError(answer.msg);
          return;
        }
        setLoadError(null);
        confirmed.current = answer.data.settings;
        if (!touched.current) setStored(answer.data.settings);
      })
      .catch((failure: unknown) => {
        if (live) setLoadError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [api, tableName]);

  // A resize still waiting is saved when the grid goes away (a tab closed right after resizing).
  useEffect(() => () => saver.flush(), [saver]);

  const change = useCallback(
    (next: ColumnSettings, delayMs: number) => {
      const value = toStoredSettings(next, stableColumns);
      touched.current = true;
      setStored(value);
      if (delayMs > 0) saver.schedule({ tableName, settings: value }, delayMs);
      else saver.saveNow({ tableName, settings: value });
    },
    [saver, stableColumns, tableName],
  );

  const apply = useCallback((next: ColumnSettings) => change(next, 0), [change]);

  const resizeColumn = useCallback(
    (key: string, width: number) => {
      const { widths } = current.current;
      change({ ...current.current, widths: { ...widths, [key]: clampColumnWidth(width) } }, RESIZE_SAVE_DELAY_MS);
    },
    [change],
  );

  const reset = useCallback(async () => {
    saver.cancel();
    // A save already on its way must not land after the reset.
    await saver.idle();
    const answer = await api.reset(tableName);
    if (answer.status !== 'S') {
      Message.error(answer.msg);
      return;
    }
    touched.current = true;
    confirmed.current = null;
    setStored(null);
    Message.success(answer.msg);
  }, [api, saver, tableName]);

  const exportFile = useCallback(() => {
    const text = columnSettingsFileText(tableName, toStoredSettings(current.current, stableColumns));
    downloadTextFile(text, columnSettingsFileName(tableName));
  }, [stableColumns, tableName]);

  const importFile = useCallback(
    async (file: Blob) => {
      const known = new Set(stableColumns.map((column) => column.key));
      const read = await readColumnSettingsFile(file, tableName, known, language);
      if (!read.ok) {
        Message.error(read.message);
        return false;
      }
      touched.current = true;
      setStored(read.settings);
      saver.saveNow({ tableName, settings: read.settings });
      Message.success(t('columnSettings.imported'));
      return true;
    },
    [language, saver, stableColumns, t, tableName],
  );

  return {
    tableName,
    columns: stableColumns,
    settings,
    loading,
    customised: stored !== null,
    loadError,
    apply,
    resizeColumn,
    reset,
    exportFile,
    importFile,
  };
}

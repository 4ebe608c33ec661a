import { useEffect, useMemo, useState } from 'react';
import { sharedLoad } from '../../src/shared/async/shared-load';
import { CODE_LABEL_CALL, codeLabelOf, type CodeLabelIndex } from '../../src/shared/entity/code-label-index';
import type { LocalizedText } from '../../src/shared/formats/common';
import { useDataAdapter } from '../context/data-adapter-context';
import type { DataAdapter } from '../data/data-adapter';
import type { DisplayFormat } from './display-format';

export type CodeLabelDisplay = Extract<DisplayFormat, { kind: 'codeLabel' }>;

/** The label of a code in a row, or undefined while the labels load or when nothing names the code (then it shows as stored). */
export type CodeLabelFor = (display: CodeLabelDisplay, code: unknown, row: Readonly<Record<string, unknown>>) => LocalizedText | undefined;

/** One index per adapter (its session), asked for once: the labels do not change while the server runs. */
const indexOfAdapter = new WeakMap<DataAdapter, Promise<CodeLabelIndex>>();

async function requestCodeLabels(adapter: DataAdapter): Promise<CodeLabelIndex> {
  const answer = await adapter.request<CodeLabelIndex>({ ...CODE_LABEL_CALL, body: {} });
  if (answer.status !== 'S' || !answer.data) throw new Error(answer.msg || 'code labels could not be loaded');
  return answer.data;
}

/** A failed load is not kept, so the next screen asks again. */
function fetchCodeLabels(adapter: DataAdapter): Promise<CodeLabelIndex> {
  return sharedLoad(indexOfAdapter, adapter, () => requestCodeLabels(adapter));
}

const NO_LABEL: CodeLabelFor = () => undefined;

/**
 * Labels of entity and operation codes (`labelOf` columns and fields) from the server's label index
 * (findCodeLabels): one small call per session instead of every entity schema. `needed` false asks nothing.
 */
export function useCodeLabels(needed: boolean): CodeLabelFor {
  const adapter = useDataAdapter();
  const [index, setIndex] = useState<CodeLabelIndex | undefined>();
  useEffect(() => {
    if (!needed) return;
    let live = true;
    // Without the labels the codes show as stored: nothing to report beyond what the user sees.
    fetchCodeLabels(adapter).then(
      (loaded) => live && setIndex(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [adapter, needed]);
  return useMemo(() => (index ? (display, code, row) => codeLabelOf(index, display.labelOf, code, row, display.entityKey) : NO_LABEL), [index]);
}

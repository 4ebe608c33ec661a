import { useEffect, useState } from 'react';
import type { LocalizedText } from '../../../../src/shared/formats/common';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { useDataAdapter } from '../../../context/data-adapter-context';
import { useScreenContext } from '../../../context/screen-context';
import { entityResource } from '../../../data/data-adapter';

/** One related document as findDocumentLinks answers it (docs/api.md). */
export interface DocumentLink {
  direction: 'source' | 'target';
  entity: string;
  entityLabel: LocalizedText;
  id: number | string;
  code: string | null;
  status: string | null;
  statusLookup: string | null;
  action: string;
  actionLabel: LocalizedText;
  creationDate: string | null;
}

export type DocumentLinksState = { status: 'unsaved' } | { status: 'loading' } | { status: 'ready'; links: DocumentLink[] } | { status: 'failed'; message: string };

/**
 * The related documents of a saved record, read again whenever `version` changes (the record was read back
 * after a save, a workflow action or a generate action). A new record has none yet.
 */
export function useDocumentLinks(entity: EntitySchema, id: unknown, version: unknown): DocumentLinksState {
  const adapter = useDataAdapter();
  const { menu } = useScreenContext();
  const [state, setState] = useState<DocumentLinksState>({ status: 'loading' });
  const saved = id !== undefined && id !== null && id !== '';
  useEffect(() => {
    if (!saved) return;
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    void adapter
      .request<DocumentLink[]>({ service: entity.service, resource: entityResource(entity.name), operation: 'findDocumentLinks', body: { id }, menu })
      .then((answer) => {
        if (!live) return;
        if (answer.status === 'S' && Array.isArray(answer.data)) setState({ status: 'ready', links: answer.data });
        else setState({ status: 'failed', message: answer.msg });
      });
    return () => {
      live = false;
    };
  }, [adapter, entity, id, saved, menu, version]);
  return saved ? state : { status: 'unsaved' };
}

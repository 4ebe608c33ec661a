import { Alert, Empty, Spin, Table, Tag } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { EntitySchema } from '../../../../src/shared/formats/entity-format';
import { useScreenNavigation } from '../../../context/screen-navigation-context';
import { useRendererI18n } from '../../../i18n/use-renderer-i18n';
import { useLookupMeanings } from '../../../lookups/use-lookup-meanings';
import type { DocumentLinksModel } from '../edit-model';
import { useDocumentLinks, type DocumentLink } from './use-document-links';

export interface DocumentLinksPanelProps {
  entity: EntitySchema;
  links: DocumentLinksModel;
  /** The saved record's key; undefined while it is new. */
  id: unknown;
  /** Changes whenever the record is read back from the server: the links are read again. */
  version: unknown;
}

/**
 * A tab's related documents: what the record was generated from (来源单据) and what was generated from it
 * (下游单据), with the document's type, code (opening its edit route, under that route's own menu), status,
 * the action that linked them and when.
 */
export function DocumentLinksPanel({ entity, links, id, version }: DocumentLinksPanelProps) {
  const { t, text } = useRendererI18n();
  const navigation = useScreenNavigation();
  const state = useDocumentLinks(entity, id, version);
  const rows = state.status === 'ready' ? state.links : [];
  const meaningOf = useLookupMeanings(useMemo(() => rows.flatMap((row) => (row.statusLookup ? [row.statusLookup] : [])), [rows]));

  const columns = useMemo<TableColumnProps<DocumentLink>[]>(
    () => [
      {
        title: t('documentLinks.direction'),
        dataIndex: 'direction',
        width: 110,
        render: (_value, row) => (
          <Tag size="small" color={row.direction === 'source' ? 'purple' : 'green'} data-direction={row.direction}>
            {row.direction === 'source' ? t('documentLinks.source') : t('documentLinks.target')}
          </Tag>
        ),
      },
      { title: t('documentLinks.entity'), dataIndex: 'entity', width: 140, render: (_value, row) => text(row.entityLabel) },
      {
        title: t('documentLinks.code'),
        dataIndex: 'code',
        width: 200,
        render: (_value, row) => {
          const route = links.routes[row.entity];
          const code = row.code ?? String(row.id);
          if (!route) return <span className="srm-document-code">{code}</span>;
          return (
            <button type="button" className="srm-grid-link srm-document-link" data-entity={row.entity} onClick={() => navigation.openScreen(route, { id: String(row.id) }, { menu: 'route' })}>
              {code}
            </button>
          );
        },
      },
      { title: t('documentLinks.status'), dataIndex: 'status', width: 130, render: (_value, row) => (row.statusLookup && row.status ? meaningOf(row.statusLookup, row.status) : (row.status ?? '')) },
      { title: t('documentLinks.action'), dataIndex: 'action', width: 160, render: (_value, row) => text(row.actionLabel) },
      { title: t('documentLinks.time'), dataIndex: 'creationDate', width: 180 },
    ],
    [t, text, links.routes, navigation, meaningOf],
  );

  return (
    <section className="srm-document-links" style={{ background: 'var(--color-bg-2)', padding: '8px 16px 12px' }}>
      {state.status === 'unsaved' && <Empty className="srm-document-links-unsaved" description={t('documentLinks.unsaved')} />}
      {state.status === 'loading' && (
        <div style={{ padding: 24, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
      {state.status === 'failed' && <Alert type="error" content={t('documentLinks.loadFailed', { msg: state.message })} />}
      {state.status === 'ready' && (
        <Table<DocumentLink>
          size="small"
          rowKey={(row) => `${row.direction}:${row.entity}:${String(row.id)}:${row.action}`}
          columns={columns}
          data={rows}
          pagination={false}
          border={{ wrapper: true, cell: true }}
          noDataElement={<Empty description={t('documentLinks.empty')} />}
        />
      )}
    </section>
  );
}

import { Input, Spin, Tree, Typography } from '@arco-design/web-react';
import { LazyResult } from '../../feedback/lazy-result';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { treeTitleFields } from '../../../src/shared/tree/entity-tree';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { treeNodeLevels } from './tree-aria';
import { dropTarget, mayDrop, type MoveTarget } from './tree-drop';
import { ROOT_KEY, type TreeLevels } from './tree-levels';
import type { TreeScreenModel } from './tree-model';
import type { TreeLevelsState } from './use-tree-levels';

/** Keys of the note shown at the end of a level the server answered only in part. */
const MORE_PREFIX = '__more__:';
/** The tree's height before its box is measured (and under jsdom, which does not lay out). */
const DEFAULT_HEIGHT = 480;

/** The title with every occurrence of the searched text marked. */
function Marked({ text, keyword }: { text: string; keyword: string }) {
  if (keyword === '') return <>{text}</>;
  const lower = text.toLowerCase();
  const wanted = keyword.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + wanted.length)}</mark>);
    from = at + wanted.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/** The height of a box that fills the rest of the panel, for the tree's virtual list. */
function useBoxHeight() {
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(DEFAULT_HEIGHT);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.height);
      if (measured > 0) setHeight(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, height };
}

export interface TreePanelProps {
  model: TreeScreenModel;
  tree: TreeLevelsState;
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  /** Dragging is on: the entity's update resource is granted and the descriptor allows it. */
  canMove: boolean;
  onMove: (key: string, target: MoveTarget) => void;
}

/**
 * The left side of a tree screen: a search box and Arco's Tree over the levels read so far. Children load
 * when a node is first opened (loadMore); big levels scroll in a virtual list; nodes are dragged under
 * another node (drop on it) or beside one (drop above or below it).
 */
export function TreePanel({ model, tree, selectedKey, onSelect, canMove, onMove }: TreePanelProps) {
  const { t, text } = useRendererI18n();
  const { box, height } = useBoxHeight();
  const treeRef = useRef<Tree>(null);
  const { display, code } = treeTitleFields(model.entity);
  const { levels, hits } = tree;

  const data = useMemo(() => {
    const titleOf = (row: Record<string, unknown>) => [code ? row[code] : undefined, row[display]].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
    const build = (level: TreeLevels, levelKey: string): TreeDataType[] => {
      const keys = level.children.get(levelKey) ?? [];
      const nodes: TreeDataType[] = keys.flatMap((key) => {
        const row = level.nodes.get(key);
        if (!row) return [];
        const hit = hits.keys.has(key);
        return [
          {
            key,
            title: <span data-node-key={key}>{hit ? <Marked text={titleOf(row)} keyword={hits.keyword} /> : titleOf(row)}</span>,
            isLeaf: !row.hasChildren,
            className: hit ? 'srm-tree-hit' : undefined,
            children: level.children.has(key) ? build(level, key) : undefined,
          },
        ];
      });
      if (level.truncated.has(levelKey)) {
        nodes.push({ key: `${MORE_PREFIX}${levelKey}`, title: t('tree.more', { count: keys.length }), isLeaf: true, selectable: false, draggable: false, disabled: true });
      }
      return nodes;
    };
    return build(levels, ROOT_KEY);
  }, [levels, hits, code, display, t]);

  const firstHit = [...hits.keys][0];
  useEffect(() => {
    if (firstHit) treeRef.current?.scrollIntoView(firstHit);
  }, [firstHit, hits]);

  useEffect(() => (box.current ? treeNodeLevels(box.current) : undefined), [box]);

  const keyOf = (node: { props: { _key?: string } } | null) => (node?.props._key === undefined ? undefined : String(node.props._key));

  return (
    <aside className="srm-tree-panel" style={{ display: 'flex', flexDirection: 'column', width: 340, flex: 'none', background: 'var(--color-bg-2)', minHeight: 0 }}>
      <div style={{ padding: '8px 12px', borderBottom: '1px solid var(--color-border-2)' }}>
        <Typography.Title heading={6} style={{ margin: '0 0 8px' }}>
          {text(model.title)}
        </Typography.Title>
        {model.search && (
          <Input.Search
            size="small"
            allowClear
            placeholder={t('tree.searchPlaceholder')}
            searchButton={t('common.search')}
            onSearch={(value) => void tree.search(value)}
            onClear={tree.clearSearch}
            aria-label={t('tree.searchPlaceholder')}
          />
        )}
        {canMove && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 6 }}>
            {t('tree.dragHint')}
          </Typography.Text>
        )}
      </div>
      <div ref={box} className="srm-tree-box" style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: '4px 4px 4px 8px' }}>
        {tree.root.status === 'loading' ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin tip={t('common.loading')} />
          </div>
        ) : tree.root.status === 'failed' ? (
          <LazyResult status="error" title={t('screen.loadFailed')} subTitle={tree.root.message} />
        ) : data.length === 0 ? (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 16 }}>
            {t('tree.empty')}
          </Typography.Text>
        ) : (
          <Tree
            ref={treeRef}
            blockNode
            size="small"
            animation={false}
            treeData={data}
            selectedKeys={selectedKey ? [selectedKey] : []}
            expandedKeys={tree.expanded}
            onExpand={(keys) => tree.setExpanded(keys)}
            loadMore={async (node) => {
              const key = keyOf(node);
              if (key) await tree.loadLevel(key);
            }}
            onSelect={(_keys, extra) => {
              const key = keyOf(extra.node);
              if (key && !key.startsWith(MORE_PREFIX)) onSelect(key);
            }}
            draggable={canMove}
            allowDrop={({ dragNode, dropNode, dropPosition }) => {
              const dragKey = keyOf(dragNode);
              const dropKey = keyOf(dropNode);
              return dragKey !== undefined && dropKey !== undefined && mayDrop(levels, model.entity, dragKey, dropKey, dropPosition);
            }}
            onDrop={({ dragNode, dropNode, dropPosition }) => {
              const dragKey = keyOf(dragNode);
              const dropKey = keyOf(dropNode);
              if (dragKey === undefined || dropKey === undefined || !mayDrop(levels, model.entity, dragKey, dropKey, dropPosition)) return;
              const target = dropTarget(levels, model.entity, dragKey, dropKey, dropPosition);
              if (target) onMove(dragKey, target);
            }}
            virtualListProps={{ height, threshold: 100 }}
          />
        )}
      </div>
    </aside>
  );
}

import { Message } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataAdapter } from '../../context/data-adapter-context';
import { useScreenContext } from '../../context/screen-context';
import { bumpEntityDataVersion } from '../../data/entity-data-version';
import { treeRequests } from '../../data/tree-requests';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import type { MoveTarget } from './tree-drop';
import type { TreeScreenModel } from './tree-model';
import { levelKeyOf, NO_LEVELS, parentIdOfLevel, ROOT_KEY, withLevel, withPath, type TreeLevels } from './tree-levels';

export type RootLoad = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/** The nodes a search found, and the text it looked for (the titles mark it). */
export interface TreeHits {
  keys: ReadonlySet<string>;
  keyword: string;
}

const NO_HITS: TreeHits = { keys: new Set(), keyword: '' };

/**
 * The tree as the screen knows it, and what changes it: levels read one at a time (the top level at
 * once, a node's children when it is first opened), a search that reads every level on the path to each
 * hit and opens it, and moves. The server is the truth: after a move, or a refused one, the levels
 * concerned are read again, so a refused move leaves every node where the server has it.
 */
export function useTreeLevels(model: TreeScreenModel) {
  const adapter = useDataAdapter();
  const store = useStore();
  const { menu } = useScreenContext();
  const { t } = useRendererI18n();
  const requests = useMemo(() => treeRequests(adapter, model.entity, menu), [adapter, model.entity, menu]);
  const [levels, setLevels] = useState<TreeLevels>(NO_LEVELS);
  const current = useRef(levels);
  current.current = levels;
  const [expanded, setExpanded] = useState<string[]>([]);
  const [hits, setHits] = useState<TreeHits>(NO_HITS);
  const [root, setRoot] = useState<RootLoad>({ status: 'loading' });

  /** Reads one level from the server; false (with the message shown) when it cannot. */
  const loadLevel = useCallback(
    async (levelKey: string): Promise<boolean> => {
      const answer = await requests.nodes(parentIdOfLevel(levelKey));
      if (answer.status !== 'S' || !Array.isArray(answer.data)) {
        Message.error(answer.msg);
        return false;
      }
      const rows = answer.data;
      setLevels((known) => withLevel(known, model.entity, levelKey, rows, answer.page?.countCapped === true));
      return true;
    },
    [requests, model.entity],
  );

  useEffect(() => {
    let live = true;
    requests.nodes(null).then((answer) => {
      if (!live) return;
      if (answer.status !== 'S' || !Array.isArray(answer.data)) {
        setRoot({ status: 'failed', message: answer.msg });
        return;
      }
      const rows = answer.data;
      setLevels((known) => withLevel(known, model.entity, ROOT_KEY, rows, answer.page?.countCapped === true));
      setRoot({ status: 'ready' });
    });
    return () => {
      live = false;
    };
  }, [requests, model.entity]);

  /** Reads again the levels a write changed: those the screen knows, and a parent's that is open or shown. */
  const reloadLevels = useCallback(
    async (levelKeys: readonly string[]) => {
      const known = current.current;
      const wanted = [...new Set(levelKeys)].filter((key) => key === ROOT_KEY || known.children.has(key) || known.nodes.has(key));
      await Promise.all(wanted.map((key) => loadLevel(key)));
    },
    [loadLevel],
  );

  const expand = useCallback((keys: readonly string[]) => {
    setExpanded((open) => [...new Set([...open, ...keys.filter((key) => key !== ROOT_KEY)])]);
  }, []);

  /** findTreePath, then every level on the way to a hit read and opened, and the hits marked. */
  const search = useCallback(
    async (keyword: string) => {
      const text = keyword.trim();
      if (text === '') {
        setHits(NO_HITS);
        return;
      }
      const answer = await requests.path(text);
      if (answer.status !== 'S' || !answer.data) {
        Message.error(answer.msg);
        return;
      }
      const { nodes, hits: found, truncated } = answer.data;
      const onPath = [...new Set(nodes.map((node) => levelKeyOf(model.entity, node)))];
      await Promise.all(onPath.filter((key) => !current.current.children.has(key)).map((key) => loadLevel(key)));
      setLevels((known) => withPath(known, model.entity, nodes));
      expand(onPath);
      setHits({ keys: new Set(found.map(String)), keyword: text });
      if (found.length === 0) Message.info(t('tree.noHits', { keyword: text }));
      else if (truncated) Message.warning(answer.msg);
    },
    [requests, model.entity, loadLevel, expand, t],
  );

  const clearSearch = useCallback(() => setHits(NO_HITS), []);

  /**
   * doMove with the node's versionNum. Either way the levels it left and entered are read again: after
   * success to show the new order, after a refusal to show where the server keeps the node (and its
   * current version). Answers whether the server moved it.
   */
  const move = useCallback(
    async (key: string, target: MoveTarget): Promise<boolean> => {
      const node = current.current.nodes.get(key);
      if (!node) return false;
      const from = levelKeyOf(model.entity, node);
      const answer = await requests.move({ id: Number(key), versionNum: node.versionNum, parentId: target.parentId, index: target.index });
      if (answer.status !== 'S') {
        Message.error(answer.msg);
        await reloadLevels([from]);
        return false;
      }
      bumpEntityDataVersion(store, model.entity.name);
      await reloadLevels([from, target.levelKey]);
      expand([target.levelKey]);
      Message.success(answer.msg);
      return true;
    },
    [requests, model.entity, store, reloadLevels, expand],
  );

  return { levels, root, expanded, setExpanded, expand, hits, search, clearSearch, loadLevel, reloadLevels, move };
}

export type TreeLevelsState = ReturnType<typeof useTreeLevels>;

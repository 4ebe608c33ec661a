import { MAX_TREE_KEYWORD_LENGTH } from '../entity/entity-limits';
import type { TreeRule } from '../formats/tree-format';
import { TreeRefusal } from './tree-messages';

/** findTreeNodes {parentId?}: the children of that node; the top level without one. */
export interface TreeNodesRequest {
  parentId: number | null;
}

/** findTreePath {keyword}. */
export interface TreePathRequest {
  keyword: string;
}

/** doMove {id, versionNum, parentId, index?}: under parentId (null: the top level), at index among the new siblings (default: last). */
export interface TreeMoveRequest {
  id: number;
  versionNum: number;
  parentId: number | null;
  index: number | undefined;
}

type Body = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A whole number given as a number or as digits; anything else is undefined. */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

function asBody(raw: unknown): Body {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Body) : {};
}

/** The parent a request names: null for the top level (empty, or the tree's rootValue), else a positive id. */
export function readParentId(raw: unknown, rule: TreeRule): number | null {
  if (isBlank(raw)) return null;
  const id = wholeNumber(raw);
  if (id !== undefined && rule.rootValue !== undefined && id === rule.rootValue) return null;
  if (id === undefined || id <= 0) throw new TreeRefusal('badParentId', 'parentId');
  return id;
}

export function readTreeNodesRequest(raw: unknown, rule: TreeRule): TreeNodesRequest {
  return { parentId: readParentId(asBody(raw).parentId, rule) };
}

export function readTreePathRequest(raw: unknown): TreePathRequest {
  const keyword = asBody(raw).keyword;
  const text = typeof keyword === 'string' ? keyword.trim() : typeof keyword === 'number' ? String(keyword) : '';
  if (text === '') throw new TreeRefusal('keywordRequired', 'keyword');
  if (text.length > MAX_TREE_KEYWORD_LENGTH) throw new TreeRefusal('keywordTooLong', 'keyword', { max: MAX_TREE_KEYWORD_LENGTH });
  return { keyword: text };
}

export function readTreeMoveRequest(raw: unknown, rule: TreeRule): TreeMoveRequest {
  const body = asBody(raw);
  const id = wholeNumber(body.id);
  if (id === undefined || id <= 0) throw new TreeRefusal('idRequired', 'id');
  const versionNum = wholeNumber(body.versionNum);
  if (versionNum === undefined) throw new TreeRefusal('versionRequired', 'versionNum');
  const parentId = readParentId(body.parentId, rule);
  let index: number | undefined;
  if (!isBlank(body.index)) {
    index = wholeNumber(body.index);
    // The upper bound depends on the new siblings; the move checks it once it has read them.
    if (index === undefined || index < 0) throw new TreeRefusal('indexNotWhole', 'index');
  }
  return { id, versionNum, parentId, index };
}

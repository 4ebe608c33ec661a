import type { Language } from '../formats/common';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** Messages of the tree operations (findTreeNodes, findTreePath, doMove, deleting a parent), shared by the server and the memory adapter. */
const MESSAGES = {
  badParentId: {
    CN: () => `上级节点（parentId）必须是正整数，为空表示顶层`,
    EN: () => `parentId must be a positive whole number, or empty for the top level`,
  },
  idRequired: {
    CN: () => `缺少要移动的节点（id）`,
    EN: () => `The node to move (id) is missing`,
  },
  versionRequired: {
    CN: () => `缺少版本号（versionNum）：请先读取节点再移动`,
    EN: () => `versionNum is missing: read the node before moving it`,
  },
  indexNotWhole: {
    CN: () => `位置（index）必须是不小于0的整数`,
    EN: () => `index must be a whole number from 0`,
  },
  badIndex: {
    CN: (a) => `位置（index）必须是0到${a.max}之间的整数`,
    EN: (a) => `index must be a whole number from 0 to ${a.max}`,
  },
  keywordRequired: {
    CN: () => `请输入要查找的内容（keyword）`,
    EN: () => `Enter the text to search for (keyword)`,
  },
  keywordTooLong: {
    CN: (a) => `查找内容不能超过${a.max}个字符`,
    EN: (a) => `The search text must be at most ${a.max} characters`,
  },
  moveUnderItself: {
    CN: (a) => `不能把“${a.name}”移到它自己下面`,
    EN: (a) => `"${a.name}" cannot be moved under itself`,
  },
  moveUnderDescendant: {
    CN: (a) => `不能把“${a.name}”移到它自己的下级“${a.target}”下面`,
    EN: (a) => `"${a.name}" cannot be moved under "${a.target}", which lies below it`,
  },
  hasChildren: {
    CN: (a) => `“${a.name}”下还有${a.count}个下级节点，请先删除或移走下级节点`,
    EN: (a) => `"${a.name}" still has ${a.count} child node(s): delete or move them first`,
  },
  tooDeep: {
    CN: (a) => `“${a.name}”的上级层次超过${a.max}层，上级关系可能形成了循环`,
    EN: (a) => `"${a.name}" lies more than ${a.max} levels deep: its parents may form a loop`,
  },
  moved: {
    CN: (a) => `已移动“${a.name}”`,
    EN: (a) => `Moved "${a.name}"`,
  },
  levelTruncated: {
    CN: (a) => `下级节点超过${a.max}个，只显示前${a.max}个，请用查找定位`,
    EN: (a) => `More than ${a.max} child nodes: only the first ${a.max} are shown; use the search to find the others`,
  },
  hitsTruncated: {
    CN: (a) => `找到的节点超过${a.max}个，只显示前${a.max}个，请输入更具体的内容`,
    EN: (a) => `More than ${a.max} nodes match: only the first ${a.max} are shown; search for something more specific`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type TreeMessageKey = keyof typeof MESSAGES;

export function treeMessage(language: Language, key: TreeMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

/** Bad input or a refused tree operation: the message key, its arguments and the field it concerns. */
export class TreeRefusal extends Error {
  constructor(
    readonly key: TreeMessageKey,
    readonly field: string | undefined,
    readonly args: Args = {},
  ) {
    super(`tree refusal ${key}`);
    this.name = 'TreeRefusal';
  }
}

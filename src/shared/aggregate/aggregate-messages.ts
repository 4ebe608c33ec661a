import type { Language } from '../formats/common';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** What the server and the memory adapter answer to a bad aggregate request, in both languages. */
const MESSAGES = {
  badValue: {
    CN: (a) => `统计参数"${a.path}"的值无效`,
    EN: (a) => `The aggregate parameter "${a.path}" is not valid`,
  },
  measuresRequired: {
    CN: () => `请至少指定一个统计指标（measures）`,
    EN: () => `Give at least one measure (measures)`,
  },
  tooManyMeasures: {
    CN: (a) => `统计指标最多${a.max}个`,
    EN: (a) => `At most ${a.max} measures`,
  },
  tooManyGroupFields: {
    CN: (a) => `分组字段最多${a.max}个`,
    EN: (a) => `At most ${a.max} group fields`,
  },
  badFunction: {
    CN: (a) => `统计函数"${a.value}"无效，可用：${a.allowed}`,
    EN: (a) => `The function "${a.value}" is not valid; use one of ${a.allowed}`,
  },
  badBucket: {
    CN: (a) => `日期分段"${a.value}"无效，可用：${a.allowed}`,
    EN: (a) => `The date bucket "${a.value}" is not valid; use one of ${a.allowed}`,
  },
  badLimit: {
    CN: (a) => `limit必须是1到${a.max}之间的整数`,
    EN: (a) => `limit must be a whole number from 1 to ${a.max}`,
  },
  badSortOrder: {
    CN: () => `排序方向只能是asc或desc`,
    EN: () => `The sort order must be asc or desc`,
  },
  unknownField: {
    CN: (a) => `不能按字段"${a.field}"${a.use === 'group' ? '分组' : a.use === 'filter' ? '查询' : '统计'}`,
    EN: (a) => `The field "${a.field}" cannot be used to ${a.use === 'group' ? 'group' : a.use === 'filter' ? 'filter' : 'measure'}`,
  },
  noParent: {
    CN: (a) => `${a.entity}不是行对象，没有上级单据字段`,
    EN: (a) => `${a.entity} is not a line entity: it has no header fields`,
  },
  cannotGroup: {
    CN: (a) => `不能按附件字段"${a.field}"分组`,
    EN: (a) => `The attachment field "${a.field}" cannot be grouped`,
  },
  bucketNeedsDate: {
    CN: (a) => `字段"${a.field}"不是日期，不能按日/月/年分段`,
    EN: (a) => `The field "${a.field}" is not a date: it cannot be bucketed by day, month or year`,
  },
  notNumeric: {
    CN: (a) => `${a.fn}只能用于数值字段，"${a.field}"不是数值`,
    EN: (a) => `${a.fn} needs a number field; "${a.field}" is not one`,
  },
  notComparable: {
    CN: (a) => `${a.fn}只能用于数值或日期字段，"${a.field}"不是`,
    EN: (a) => `${a.fn} needs a number or date field; "${a.field}" is neither`,
  },
  fieldRequired: {
    CN: (a) => `统计函数${a.fn}需要指定字段（field）`,
    EN: (a) => `The function ${a.fn} needs a field`,
  },
  fieldNotAllowed: {
    CN: () => `count统计行数，不能指定字段；统计不同值的个数请用countDistinct`,
    EN: () => `count counts rows and takes no field; use countDistinct to count distinct values`,
  },
  duplicateKey: {
    CN: (a) => `结果键"${a.key}"重复，请用as另起名称`,
    EN: (a) => `The result key "${a.key}" is used twice; name one with "as"`,
  },
  unknownSortKey: {
    CN: (a) => `不能按"${a.key}"排序，可用：${a.keys}`,
    EN: (a) => `Cannot sort by "${a.key}"; use one of ${a.keys}`,
  },
  tooManyGroups: {
    CN: (a) => `分组结果超过${a.max}组，请缩小查询范围、减少分组字段或指定limit`,
    EN: (a) => `More than ${a.max} groups: narrow the filters, group by fewer fields or give a limit`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type AggregateMessageKey = keyof typeof MESSAGES;

export function aggregateMessage(language: Language, key: AggregateMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

/**
 * A bad aggregate request: the message key and its arguments, and the parameter it concerns
 * (`measures[1].fn`, `groupBy[0].field`, `parent.status_in`), which the answer names in `errors`.
 */
export class AggregateInputError extends Error {
  constructor(
    readonly key: AggregateMessageKey,
    readonly field: string,
    readonly args: Args = {},
  ) {
    super(`${key} at ${field}`);
    this.name = 'AggregateInputError';
  }

  messageIn(language: Language): string {
    return aggregateMessage(language, this.key, this.args);
  }
}

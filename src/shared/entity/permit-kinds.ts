/**
 * The kinds of data permit beside organisations (`permitScope`, docs/authoring.md "Data permits"): the
 * `permitType` code and value field of a baseUserPermit row of each kind, the user's flag that opens every
 * value of the kind, and the tree entity in which a granted value covers the values below it.
 */
export const PERMIT_KINDS = {
  category: { permitType: 'CATEGORY', valueField: 'categoryId', valueKind: 'id', allFlag: 'allCategoryAccessFlag', tree: 'basePurchaseCategory' },
  mrpController: { permitType: 'MRP_CONTROLLER', valueField: 'mrpController', valueKind: 'code', allFlag: 'allMrpAccessFlag', tree: undefined },
  purchaseGroup: { permitType: 'PURCHASE_GROUP', valueField: 'purchaseGroup', valueKind: 'code', allFlag: 'allPurchaseGroupAccessFlag', tree: undefined },
} as const;

export type PermitKind = keyof typeof PERMIT_KINDS;
export const PERMIT_KIND_NAMES = Object.keys(PERMIT_KINDS) as [PermitKind, ...PermitKind[]];

/** What an internal user reaches of each kind: every value, or these (ids for categories, codes for the others). */
export type PermitAccess = { readonly [kind in PermitKind]: 'all' | readonly (number | string)[] };

/**
 * Limits of the entity formats, declared once for every entity and checked by `npm run validate`,
 * the engine and the screens alike.
 */

/** Line collections nest at most this deep: header -> lines -> lines of lines (order line -> schedules). */
export const MAX_LINE_DEPTH = 2;

/** Most lines one generate action may create in one call, and most records it may start from. */
export const MAX_GENERATED_LINES = 2000;
export const MAX_GENERATE_SOURCES = 500;

/** Most nodes a tree search answers (with their paths). */
export const MAX_TREE_SEARCH_HITS = 50;

/** Most children one findTreeNodes call answers for a level (the tree says when a level holds more). */
export const MAX_TREE_LEVEL_NODES = 1000;

/** Longest text a tree search takes. */
export const MAX_TREE_KEYWORD_LENGTH = 100;

/** Deepest a tree goes: walking up further means the parent links form a loop. */
export const MAX_TREE_DEPTH = 64;
/**
 * Aggregates (the `aggregate` operation, report and dashboard screens): most groups one call answers
 * (beyond it the call is refused, unless it asks for the top `limit`), most group fields and measures.
 */
export const MAX_AGGREGATE_GROUPS = 1000;
export const MAX_AGGREGATE_GROUP_FIELDS = 5;
export const MAX_AGGREGATE_MEASURES = 20;

// Apart from the zod schema (table.schema.ts), so that the pager does not bring zod into the first download.

/** The page sizes a list's pager offers. */
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 200, 500] as const;

/** Table page sizes of spec 000 §9 (default 10). */
export const PAGE_SIZES = [10, 20, 30, 40] as const

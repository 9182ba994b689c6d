/** Table page sizes of spec 000 §2.3/§9 (default 10). Its own tiny module so route search validation can import it. */
export const PAGE_SIZES = [10, 20, 30, 40] as const

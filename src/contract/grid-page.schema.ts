import { z } from 'zod';

/** spec 2 §9: administration grids page 25, 50, 100 or 500 rows, 25 by default. */
export const gridPageSizes = [25, 50, 100, 500] as const;

const pageMessage = 'page must be a whole number from 1';

/**
 * The query of a server-paged administration grid (docs/decisions/0027-administration-grids.md):
 * pages count from 1, as the product list's do (spec 2 §7).
 */
export const gridPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: () => pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(1_000_000, pageMessage)
    .default(1),
  limit: z.coerce
    .number({ error: () => `limit must be one of ${gridPageSizes.join(', ')}` })
    .int()
    .refine((size) => (gridPageSizes as readonly number[]).includes(size), `limit must be one of ${gridPageSizes.join(', ')}`)
    .default(gridPageSizes[0]),
});
export type GridPageQuery = z.infer<typeof gridPageQuerySchema>;

/** One page of a grid and the count of every row the caller may see (the `data.count` shape). */
export function gridPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), count: z.number().int().nonnegative() });
}

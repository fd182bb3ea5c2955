import { z } from 'zod';

/** A record id in a path: ids are 24 hex characters; anything that cannot be one is 400 naming id. */
export const recordIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id'),
});

/** The answer of a delete (spec 2 §4: the portal shows 'Deleted!' with its own text). */
export const deletedSchema = z.object({ message: z.string() });

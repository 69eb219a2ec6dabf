// Response shapes are zod/mini schemas (decision 017): the server checks its answers against
// them and the OpenAPI document is generated from them. The web imports their types only.
import { z } from 'zod/mini';
import { accountId, rowId } from '../schemas/formats';

/** One page of a list: the items, how many match in all, and which page of what size this is. */
export const pageOf = <Item extends z.core.$ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** `{ id, name }`: the options of a filter or a select. */
export const namedOptionSchema = z.object({ id: rowId(), name: z.string() });
export type NamedOption = z.output<typeof namedOptionSchema>;

/** `{ id, name }` of a user account (a referee): the id is Better Auth's text, not a UUID. */
export const accountOptionSchema = z.object({ id: accountId(), name: z.string() });

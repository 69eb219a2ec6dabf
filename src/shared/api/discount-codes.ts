// Response shapes of the admin discount codes API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { cents, instant, rowId } from '../schemas/formats';
import { DISCOUNT_CODE_STATUSES, DISCOUNT_KINDS } from '../discount-codes';
import { pageOf } from './page';

/** GET /api/admin/discount-codes → items; also the answer of every change to a code. */
export const adminDiscountCodeSchema = z.object({
  id: rowId(),
  /** Upper-case */
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** 1-100 when kind is percent, else null */
  percent_off: z.nullable(z.number()),
  /** > 0 when kind is amount, else null */
  amount_off_cents: z.nullable(cents('What the code takes off (above 0) when kind is amount; null when kind is percent')),
  /** null: any season */
  season_id: z.nullable(rowId()),
  season_name: z.nullable(z.string()),
  /** ISO 8601, or null: no start / no end */
  valid_from: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  /** null: unlimited */
  max_uses: z.nullable(z.number()),
  /** Registrations with this code that are not cancelled or refunded. */
  uses: z.number(),
  /** max_uses - uses, never below 0; null when unlimited */
  remaining: z.nullable(z.number()),
  is_active: z.boolean(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  created_at: instant(),
  updated_at: instant(),
});
export type AdminDiscountCode = z.output<typeof adminDiscountCodeSchema>;

export const adminDiscountCodePageSchema = pageOf(adminDiscountCodeSchema);
export type AdminDiscountCodePage = z.output<typeof adminDiscountCodePageSchema>;

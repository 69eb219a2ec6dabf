// Response shapes of the admin discount codes API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { cents, instant, rowId } from '../schemas/formats';
import { DISCOUNT_CODE_STATUSES, DISCOUNT_KINDS } from '../discount-codes';
import { pageOf } from './page';

/** GET /api/admin/discount-codes → items; also the answer of every change to a code. */
export const adminDiscountCodeSchema = z.object({
  id: rowId(),
  code: z.string().check(z.describe('Upper-case')),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent_off: z.nullable(z.number()).check(z.describe('1-100 when kind is percent, else null')),
  amount_off_cents: z
    .nullable(cents('What the code takes off (above 0) when kind is amount; null when kind is percent'))
    .check(z.describe('> 0 when kind is amount, else null')),
  season_id: z.nullable(rowId()).check(z.describe('null: any season')),
  season_name: z.nullable(z.string()),
  valid_from: z.nullable(z.string()).check(z.describe('ISO 8601, or null: no start / no end')),
  valid_until: z.nullable(z.string()),
  max_uses: z.nullable(z.number()).check(z.describe('null: unlimited')),
  uses: z.number().check(z.describe('Registrations with this code that are not cancelled or refunded.')),
  remaining: z.nullable(z.number()).check(z.describe('max_uses - uses, never below 0; null when unlimited')),
  is_active: z.boolean(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  created_at: instant(),
  updated_at: instant(),
});
export type AdminDiscountCode = z.output<typeof adminDiscountCodeSchema>;

export const adminDiscountCodePageSchema = pageOf(adminDiscountCodeSchema);
export type AdminDiscountCodePage = z.output<typeof adminDiscountCodePageSchema>;

// zod/mini (decision 006): the admin discount code form uses these schemas too.
import { z } from 'zod/mini';
import { withFormat } from './formats';
import { DISCOUNT_KINDS } from '../discount-codes';
import { centsField } from './money';
import { dollarsToCents } from './seasons';

export const DISCOUNT_CODE_MESSAGES = {
  code: 'Code must be 3 to 32 letters, digits, dashes (-) or underscores (_).',
  description: 'Description must be at most 200 characters.',
  kind: 'Please choose Percent off or Amount off.',
  percentOff: 'Percent off must be a whole number from 1 to 100.',
  amountOffCents: 'Amount off must be a whole number of cents above 0.',
  amountOff: 'Amount off must be more than 0, in dollars (like 15 or 15.50).',
  season: 'Please choose a season, or Any season.',
  validFrom: 'Valid from must be a date and time.',
  validUntil: 'Valid until must be a date and time.',
  untilBeforeFrom: 'Valid until must be after valid from.',
  maxUses: 'Maximum uses must be a whole number of at least 1, or empty for no limit.',
} as const;

const M = DISCOUNT_CODE_MESSAGES;
const CODE = /^[A-Z0-9_-]{3,32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A moment with its zone (what the API takes), e.g. 2031-03-01T14:00:00.000Z. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** What a datetime-local input holds: a wall time in the league's zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;
const MAX_USES = 1_000_000;

// Cross-field rules act only on values that are themselves valid, so each field shows its
// own message first and the form shows every message at once.
const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Typed in any case, with stray spaces; stored and compared upper-case. */
const codeField = z.string({ error: M.code }).check(z.trim(), z.toUpperCase(), z.regex(CODE, M.code));
const descriptionField = z.optional(z.string({ error: M.description }).check(z.trim(), z.maxLength(200, M.description)));
const kindField = z.enum(DISCOUNT_KINDS, { error: M.kind });

const moment = (message: string) =>
  z.optional(
    z.nullable(
      z.string({ error: message }).check(
        z.refine((v) => ISO_WITH_ZONE.test(v) && !Number.isNaN(Date.parse(v)), message),
        withFormat('date-time'),
      ),
    ),
  );

/**
 * POST /api/admin/discount-codes and PUT /api/admin/discount-codes/:codeId. The value that
 * does not belong to the kind is ignored (the form keeps both while the admin switches).
 */
export const discountCodeInputSchema = z
  .object({
    code: codeField,
    description: descriptionField,
    kind: kindField,
    percent_off: z.optional(z.nullable(z.number({ error: M.percentOff }).check(z.int(M.percentOff), z.gte(1, M.percentOff), z.lte(100, M.percentOff)))),
    amount_off_cents: z.optional(z.nullable(centsField(1, { invalid: M.amountOffCents }))),
    season_id: z.optional(z.nullable(z.guid({ error: M.season }))),
    valid_from: moment(M.validFrom),
    valid_until: moment(M.validUntil),
    max_uses: z.optional(z.nullable(z.number({ error: M.maxUses }).check(z.int(M.maxUses), z.gte(1, M.maxUses), z.lte(MAX_USES, M.maxUses)))),
  })
  .check(
    z.superRefine<{ kind: string; percent_off?: number | null; amount_off_cents?: number | null; valid_from?: string | null; valid_until?: string | null }>(
      (value, ctx) => {
        if (value.kind === 'percent' && value.percent_off == null) {
          ctx.addIssue({ code: 'custom', path: ['percent_off'], message: M.percentOff, input: value.percent_off });
        }
        if (value.kind === 'amount' && value.amount_off_cents == null) {
          ctx.addIssue({ code: 'custom', path: ['amount_off_cents'], message: M.amountOffCents, input: value.amount_off_cents });
        }
        if (!value.valid_from || !value.valid_until) return;
        const from = Date.parse(value.valid_from);
        const until = Date.parse(value.valid_until);
        if (!Number.isNaN(from) && !Number.isNaN(until) && until <= from) {
          ctx.addIssue({ code: 'custom', path: ['valid_until'], message: M.untilBeforeFrom, input: value.valid_until });
        }
      },
      whenObject,
    ),
  );
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

/**
 * The form as typed: percent and maximum uses as text, the amount in dollars, the season ''
 * for any, and wall times of the league's zone (datetime-local). The page turns it into the
 * API input.
 */
export const discountCodeFormSchema = z
  .object({
    code: codeField,
    description: z.string().check(z.maxLength(200, M.description)),
    kind: kindField,
    percent_off: z.string(),
    amount_off: z.string(),
    season_id: z.string().check(z.refine((v) => v === '' || UUID.test(v), M.season)),
    valid_from: z.string().check(z.refine((v) => v === '' || LOCAL_DATE_TIME.test(v), M.validFrom)),
    valid_until: z.string().check(z.refine((v) => v === '' || LOCAL_DATE_TIME.test(v), M.validUntil)),
    max_uses: z.string().check(z.refine((v) => v.trim() === '' || (/^\d{1,7}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= MAX_USES), M.maxUses)),
  })
  .check(
    z.superRefine<{ kind: string; percent_off: string; amount_off: string; valid_from: string; valid_until: string }>((value, ctx) => {
      if (value.kind === 'percent' && !isPercentText(value.percent_off)) {
        ctx.addIssue({ code: 'custom', path: ['percent_off'], message: M.percentOff, input: value.percent_off });
      }
      if (value.kind === 'amount' && !(DOLLARS.test(value.amount_off.trim()) && dollarsToCents(value.amount_off) > 0)) {
        ctx.addIssue({ code: 'custom', path: ['amount_off'], message: M.amountOff, input: value.amount_off });
      }
      // Both are wall times of the same zone: their text orders as the times do.
      if (LOCAL_DATE_TIME.test(value.valid_from) && LOCAL_DATE_TIME.test(value.valid_until) && value.valid_until <= value.valid_from) {
        ctx.addIssue({ code: 'custom', path: ['valid_until'], message: M.untilBeforeFrom, input: value.valid_until });
      }
    }, whenObject),
  );
export type DiscountCodeFormValues = z.infer<typeof discountCodeFormSchema>;

function isPercentText(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 100;
}

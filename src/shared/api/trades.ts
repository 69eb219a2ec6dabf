// Response shapes of trades (issue 24, decision 082); the web imports types only.
import { z } from 'zod/mini';
import { accountOptionSchema, namedOptionSchema, pageOf } from './page';
import { instant, rowId } from '../schemas/formats';
import { TRADE_STATUSES, TRADE_STEPS } from '../trades';

export const tradePlayerSchema = z.object({ id: rowId(), name: z.string() });

/** One side of a trade: the team and the players it gives. */
export const tradeSideSchema = z.object({
  team: namedOptionSchema,
  gives: z.array(tradePlayerSchema),
});

export const tradeStepSchema = z.object({
  step: z.enum(TRADE_STEPS),
  by: z.nullable(accountOptionSchema).check(z.describe('Null when the account is gone.')),
  note: z.string(),
  at: instant(),
});

export const tradeSchema = z.object({
  id: rowId(),
  status: z.enum(TRADE_STATUSES),
  season: namedOptionSchema,
  division: namedOptionSchema,
  proposing: tradeSideSchema.check(z.describe('The team that proposed the trade and the players it gives.')),
  receiving: tradeSideSchema.check(z.describe('The team the trade was proposed to and the players it gives.')),
  message: z.string(),
  created_at: instant(),
  updated_at: instant(),
  history: z.array(tradeStepSchema).check(z.describe('Every step, first first.')),
});
export type Trade = z.output<typeof tradeSchema>;
export type TradeSide = z.output<typeof tradeSideSchema>;

export const adminTradePageSchema = pageOf(tradeSchema);
export type AdminTradePage = z.output<typeof adminTradePageSchema>;

/** GET /api/captain/teams/{teamId}/trades: the team's trades, newest first. */
export const captainTradesSchema = z.object({
  team: namedOptionSchema,
  deadline: z.nullable(z.string()).check(z.describe("The league's trade deadline (yyyy-MM-dd), or null.")),
  deadline_passed: z.boolean(),
  incoming: z.array(tradeSchema).check(z.describe('Proposed to this team.')),
  outgoing: z.array(tradeSchema).check(z.describe('Proposed by this team.')),
});
export type CaptainTrades = z.output<typeof captainTradesSchema>;

/** GET /api/captain/teams/{teamId}/trades/partners: what a proposal may name. */
export const tradePartnersSchema = z.object({
  team: z.object({ id: rowId(), name: z.string(), players: z.array(tradePlayerSchema) }),
  partners: z.array(z.object({ id: rowId(), name: z.string(), players: z.array(tradePlayerSchema) })),
});
export type TradePartners = z.output<typeof tradePartnersSchema>;

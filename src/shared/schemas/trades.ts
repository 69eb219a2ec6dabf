// zod/mini (decision 006): the captain's proposal form, the admin's approval and the server share these.
import { z } from 'zod/mini';
import { TRADE_MAX_PLAYERS_PER_SIDE, TRADE_MESSAGE_MAX, TRADE_MESSAGES } from '../trades';
import { idField } from './ids';

const playerIds = (emptyMessage: string) =>
  z
    .array(idField('Each player must be a player id.'), { error: emptyMessage })
    .check(z.minLength(1, emptyMessage), z.maxLength(TRADE_MAX_PLAYERS_PER_SIDE, TRADE_MESSAGES.tooMany));

/** POST /api/captain/teams/{teamId}/trades: at least one player each way (decision 082). */
export const proposeTradeInputSchema = z.object({
  to_team_id: idField(TRADE_MESSAGES.toTeam),
  give_player_ids: playerIds(TRADE_MESSAGES.givePlayers).check(z.describe("Players of the caller's team that go to the other team.")),
  get_player_ids: playerIds(TRADE_MESSAGES.getPlayers).check(z.describe("The other team's players that come to the caller's team.")),
  message: z._default(z.string().check(z.trim(), z.maxLength(TRADE_MESSAGE_MAX, `A message must be at most ${TRADE_MESSAGE_MAX} characters.`)), ''),
});
export type ProposeTradeInput = z.infer<typeof proposeTradeInputSchema>;

/**
 * POST /api/admin/trades/{tradeId}/approve. Without players the trade is approved as agreed;
 * with them the admin's edit is what moves (recorded as a step of the trade's history).
 */
export const approveTradeInputSchema = z.object({
  proposing_player_ids: z.optional(playerIds('Choose at least one player the proposing team gives.')),
  receiving_player_ids: z.optional(playerIds('Choose at least one player the other team gives.')),
});
export type ApproveTradeInput = z.infer<typeof approveTradeInputSchema>;

/** POST /api/admin/trades/{tradeId}/reject and the captains' decline. */
export const tradeReasonInputSchema = z.object({
  reason: z._default(z.string().check(z.trim(), z.maxLength(TRADE_MESSAGE_MAX, `A reason must be at most ${TRADE_MESSAGE_MAX} characters.`)), ''),
});
export type TradeReasonInput = z.infer<typeof tradeReasonInputSchema>;

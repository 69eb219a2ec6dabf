import { z } from 'zod';
import { adminTradePageSchema, captainTradesSchema, tradePartnersSchema, tradeSchema } from '../../../shared/api/trades';
import { approveTradeInputSchema, proposeTradeInputSchema, tradeReasonInputSchema } from '../../../shared/schemas/trades';
import { TRADE_STATUSES } from '../../../shared/trades';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { listQuerySchema, optionalParam } from '../../http/list-query';
import { approveTrade, listAdminTrades, loadTrade, rejectTrade } from './trade-approval.service';
import { answerTrade, listTeamTrades, listTradePartners, proposeTrade } from './trades.service';

const adminTradesQuerySchema = listQuerySchema(
  { status: optionalParam(z.enum(TRADE_STATUSES, `Status must be one of ${TRADE_STATUSES.join(', ')}.`)) },
  { pageSizeDefault: 25, pageSizeMax: 100 },
);

const captainOrAdmin = access.roles('captain', 'admin');

/** Trades (issue 24, decision 082): the captains propose and answer, an admin approves or rejects. */
export function tradesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const answer = (verb: 'accept' | 'decline' | 'withdraw', state: 'accepted' | 'declined' | 'withdrawn', summary: string) =>
    apiRoute(
      {
        method: 'post',
        path: `/api/captain/teams/:teamId/trades/:tradeId/${verb}`,
        summary,
        description:
          'Only a trade waiting for the other captain (409 otherwise). Accepting re-checks the players (409 when one moved) and the trade deadline (409).',
        access: captainOrAdmin,
        params: pathIds('teamId', 'tradeId'),
        notFound: 'That trade',
        body: tradeReasonInputSchema,
        response: tradeSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => answerTrade(db, actor, params.teamId, params.tradeId, state, body),
    );
  return apiRoutes('Trades', [
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/trades',
        summary: "The team's trades, incoming and outgoing, with the league's trade deadline",
        access: captainOrAdmin,
        params: pathIds('teamId'),
        notFound: 'That team',
        response: captainTradesSchema,
      },
      async ({ actor, params }) => listTeamTrades(db, actor, params.teamId),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/captain/teams/:teamId/trades/partners',
        summary: 'The other teams of the season and division, and the players each team may trade (captains are not traded)',
        access: captainOrAdmin,
        params: pathIds('teamId'),
        notFound: 'That team',
        response: tradePartnersSchema,
      },
      async ({ actor, params }) => listTradePartners(db, actor, params.teamId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/captain/teams/:teamId/trades',
        summary: 'Propose a trade to another team of the season and division: players for players',
        description:
          '422 for a team of another division, a player not on the team named, a team captain, or a player the division does not admit; 409 past the trade deadline. The other captains are notified.',
        access: captainOrAdmin,
        params: pathIds('teamId'),
        notFound: 'That team',
        body: proposeTradeInputSchema,
        response: tradeSchema,
        status: 201,
        errors: [409],
      },
      async ({ actor, params, body }) => proposeTrade(db, actor, params.teamId, body),
    ),
    answer('accept', 'accepted', 'Accept a trade proposed to the team: it then waits for an admin'),
    answer('decline', 'declined', 'Decline a trade proposed to the team'),
    answer('withdraw', 'withdrawn', 'Withdraw a trade the team proposed, before it is answered'),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/trades',
        summary: 'Every trade, newest change first, by status',
        access: access.roles('admin'),
        query: adminTradesQuerySchema,
        response: adminTradePageSchema,
      },
      async ({ query }) => listAdminTrades(db, query),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/trades/:tradeId',
        summary: 'One trade with the players each way and its history',
        access: access.roles('admin'),
        params: pathIds('tradeId'),
        notFound: 'That trade',
        response: tradeSchema,
      },
      async ({ params }) => loadTrade(db, params.tradeId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/trades/:tradeId/approve',
        summary: 'Approve an accepted trade, optionally with other players: they move at once',
        description:
          'One transaction: both teams are locked, every player is re-checked to be on the team they leave and eligible for the other; a roster change since answers 409 and nothing moves. 409 past the trade deadline or for a trade not accepted.',
        access: access.roles('admin'),
        params: pathIds('tradeId'),
        notFound: 'That trade',
        body: approveTradeInputSchema,
        response: tradeSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => approveTrade(db, actor, params.tradeId, body),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/trades/:tradeId/reject',
        summary: 'Reject a proposed or accepted trade: nothing moves',
        access: access.roles('admin'),
        params: pathIds('tradeId'),
        notFound: 'That trade',
        body: tradeReasonInputSchema,
        response: tradeSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => rejectTrade(db, actor, params.tradeId, body),
    ),
  ]);
}

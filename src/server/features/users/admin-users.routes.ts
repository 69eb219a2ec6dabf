import { adminUserPageSchema, adminUserSchema } from '../../../shared/api/users';
import { linkUserPlayerInputSchema } from '../../../shared/schemas/admin-users';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, fileResponse } from '../../http/api-route';
import { csvDownload } from '../../http/csv';
import type { AppDeps } from '../../http/context';
import { exportUsersCsv, listUsers, listUsersQuerySchema } from './admin-users-list.service';
import { disableUser, enableUser, grantRole, linkUserPlayer, revokeRole, sendPasswordReset, unlinkUserPlayer } from './admin-users.service';
import { userParams, userRoleParams } from './user-views';

const admin = access.roles('admin');
const user = { params: userParams, notFound: 'That user' } as const;

export function adminUsersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Users (admin)', [
    apiRoute(
      { method: 'get', path: '/api/admin/users', summary: 'List user accounts', access: admin, query: listUsersQuerySchema, response: adminUserPageSchema },
      async ({ actor, query }) => listUsers({ db, actor, query }),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/users/export.csv',
        summary: 'Download the filtered users as CSV',
        access: admin,
        query: listUsersQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, actor, query }) => csvDownload(c, 'users', await exportUsersCsv({ db, actor, query })),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/users/:userId/roles/:role',
        summary: 'Grant a role (holding it already changes nothing)',
        access: admin,
        params: userRoleParams,
        notFound: 'That user',
        response: adminUserSchema,
      },
      async ({ actor, params }) => grantRole({ db, actor, userId: params.userId, role: params.role }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/users/:userId/roles/:role',
        summary: 'Revoke a role (the last enabled admin keeps admin)',
        access: admin,
        params: userRoleParams,
        notFound: 'That user',
        response: adminUserSchema,
        errors: [409],
      },
      async ({ actor, params }) => revokeRole({ db, actor, userId: params.userId, role: params.role }),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/admin/users/:userId/player',
        summary: 'Link the account to a player record',
        access: admin,
        ...user,
        body: linkUserPlayerInputSchema,
        response: adminUserSchema,
        errors: [409],
      },
      async ({ actor, params, body }) => linkUserPlayer({ db, actor, userId: params.userId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/users/:userId/player',
        summary: 'Unlink the account from its player record',
        access: admin,
        ...user,
        response: adminUserSchema,
      },
      async ({ actor, params }) => unlinkUserPlayer({ db, actor, userId: params.userId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/users/:userId/disable',
        summary: 'Disable the account and sign it out everywhere',
        access: admin,
        ...user,
        response: adminUserSchema,
        errors: [409],
      },
      async ({ actor, params }) => disableUser({ db, actor, userId: params.userId }),
    ),
    apiRoute(
      { method: 'post', path: '/api/admin/users/:userId/enable', summary: 'Enable a disabled account', access: admin, ...user, response: adminUserSchema },
      async ({ actor, params }) => enableUser({ db, actor, userId: params.userId }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/users/:userId/password-reset',
        summary: 'E-mail the user a password reset link',
        access: admin,
        ...user,
        response: adminUserSchema,
        errors: [409],
      },
      async ({ actor, params }) => sendPasswordReset({ db, auth: deps.auth, actor, userId: params.userId }),
    ),
  ]);
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { multipartToBody } from './multipart.js';
import { pageInfo, presentPanelUser, presentRole } from './presenter.js';
import { CreateRoleBody, ROLE_MESSAGES, RolesCategoryQuery, RolesQuery, UpdateRoleBody } from './schema.js';
import * as rolesService from './service.js';

/** The roles half of the cache and roles panel (admin spec §7 "Cache and roles"); teachers and admins. */
export default async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  app.get('/api/roles', { schema: { querystring: RolesQuery, tags } }, async (req) => {
    const { q, page, per_page, with_roles } = req.query;
    const { users, total } = await rolesService.listUsersWithRoles(app, {
      q,
      page,
      perPage: per_page,
      withRoles: with_roles,
    });
    return {
      users: users.map(({ user, roles }) => ({ ...presentPanelUser(user), roles: roles.map(presentRole) })),
      ...pageInfo(total, page, per_page),
    };
  });

  app.get('/api/roles/category', { schema: { querystring: RolesCategoryQuery, tags } }, async (req) => {
    const { q, category_id, all, page, per_page } = req.query;
    const rows = await rolesService.listCategoriesWithRoles(app, {
      q,
      categoryId: category_id,
      all,
      page,
      perPage: per_page,
    });
    return {
      categories: rows.map(({ category, roles }) => ({
        id: category.id,
        title: category.title,
        path_title: category.pathTitle,
        parent_id: category.parentId,
        depth: category.depth,
        roles_count: category.rolesCount,
        roles: roles.map(({ role, user }) => ({ ...presentRole(role), user: presentPanelUser(user) })),
      })),
      page,
      per_page,
    };
  });

  app.post(
    '/api/roles/create/:id',
    { schema: { params: IdParams, body: CreateRoleBody, tags }, preValidation: multipartToBody },
    async (req, reply) => {
      const role = await rolesService.createRole(app, req.params.id, req.body ?? {});
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'role',
        itemId: role.id,
        itemTitle: (await rolesService.roleLabel(app, role.id)) ?? '',
        details: { user_id: role.userId, category_id: role.categoryId, exam_type: role.examType },
      });
      return reply.status(201).send({ message: ROLE_MESSAGES.created, role: presentRole(role) });
    },
  );

  app.post(
    '/api/roles/update/:id',
    { schema: { params: IdParams, body: UpdateRoleBody, tags }, preValidation: multipartToBody },
    async (req) => {
      const role = await rolesService.updateRole(app, req.params.id, req.body ?? {});
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'role',
        itemId: role.id,
        itemTitle: (await rolesService.roleLabel(app, role.id)) ?? '',
        details: {
          exam_type: role.examType,
          start_date: role.startDate,
          expiration_date: role.expirationDate,
          watch_only: role.watchOnly,
        },
      });
      return { message: ROLE_MESSAGES.updated, role: presentRole(role) };
    },
  );

  app.post('/api/roles/delete/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const user = currentUser(req);
    const role = await rolesService.deleteRole(app, req.params.id, user.id);
    await audit(app, user, {
      action: 'delete',
      itemType: 'role',
      itemId: role.id,
      itemTitle: role.title,
      details: { trash_id: role.trashId, user_id: role.userId, category_id: role.categoryId },
    });
    return { message: ROLE_MESSAGES.deleted, id: role.id, trash_id: role.trashId };
  });
}

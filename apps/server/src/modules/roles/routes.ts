import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { multipartToBody } from './multipart.js';
import { pageInfo, presentPanelUser, presentRole } from './presenter.js';
import { errors } from '../../lib/api-contract.js';
import {
  CreateRoleBody,
  ROLE_MESSAGES,
  RoleDeletedResponse,
  RoleResponse,
  RolesCategoryQuery,
  RolesCategoryResponse,
  RolesQuery,
  RolesResponse,
  UpdateRoleBody,
} from './schema.js';
import * as rolesService from './service.js';
import { say } from '../../lib/i18n/request.js';

/** The roles half of the cache and roles panel (admin spec §7 "Cache and roles"); teachers and admins. */
export default async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  app.get(
    '/api/roles',
    {
      schema: {
        querystring: RolesQuery,
        tags,
        summary: 'Users with their roles and rights, searched and paged',
        description: 'Ordered by user id. An invalid page or per_page is refused with 422.',
        response: { 200: RolesResponse },
      },
    },
    async (req) => {
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
    },
  );

  app.get(
    '/api/roles/category',
    {
      schema: {
        querystring: RolesCategoryQuery,
        tags,
        summary: 'Categories with their roles and users, paged',
        description:
          'The programmes and every category holding roles (all=1: every category), in tree order, `per_page` ' +
          'of them per page with the total; each with its number of roles and its newest `roles_per_category` ' +
          'roles. With category_id: that category alone, and page/per_page page its roles (404 when it does not ' +
          'exist). An invalid page, per_page or roles_per_category is refused with 422.',
        response: { 200: RolesCategoryResponse, ...errors(404) },
      },
    },
    async (req) => {
      const { q, category_id, all, page, per_page, roles_per_category } = req.query;
      const { categories, total } = await rolesService.listCategoriesWithRoles(app, {
        q,
        categoryId: category_id,
        all,
        page,
        perPage: per_page,
        rolesPerCategory: roles_per_category,
      });
      return {
        categories: categories.map(({ category, roles }) => ({
          id: category.id,
          title: category.title,
          path_title: category.pathTitle,
          parent_id: category.parentId,
          depth: category.depth,
          roles_count: category.rolesCount,
          roles: roles.map(({ role, user }) => ({ ...presentRole(role), user: presentPanelUser(user) })),
        })),
        ...pageInfo(total, page, per_page),
      };
    },
  );

  app.post(
    '/api/roles/create/:id',
    {
      schema: {
        params: IdParams,
        body: CreateRoleBody,
        tags,
        summary: 'Gives a user a role',
        description:
          'The path id is the user. JSON or multipart form. Defaults: exam_type eth, start and expiry today. ' +
          'The user sees the change at once (their cached progress is dropped). 404: unknown user; 422: no or an ' +
          'unknown category_id, an invalid date, or the expiry before the start.',
        response: { 201: RoleResponse, ...errors(404) },
      },
      preValidation: multipartToBody,
    },
    async (req, reply) => {
      const role = await rolesService.createRole(app, req.params.id, req.body ?? {});
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'role',
        itemId: role.id,
        itemTitle: (await rolesService.roleLabel(app, role.id)) ?? '',
        details: { user_id: role.userId, category_id: role.categoryId, exam_type: role.examType },
      });
      return reply
        .status(201)
        .send({ message: say(app, req, ROLE_MESSAGES.created), role: presentRole(role) });
    },
  );

  app.post(
    '/api/roles/update/:id',
    {
      schema: {
        params: IdParams,
        body: UpdateRoleBody,
        tags,
        summary: 'Changes a role',
        description:
          'The path id is the role. Multipart form (admin spec §7) or JSON; fields left out keep their value, ' +
          'only the date part of a date is used. The role counts as not generated afterwards. 404: unknown role; ' +
          '422: an invalid date or the expiry before the start.',
        response: { 200: RoleResponse, ...errors(404) },
      },
      preValidation: multipartToBody,
    },
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
          watch_only: role.watchOnly ? 1 : 0,
        },
      });
      return { message: say(app, req, ROLE_MESSAGES.updated), role: presentRole(role) };
    },
  );

  app.post(
    '/api/roles/delete/:id',
    {
      schema: {
        params: IdParams,
        tags,
        summary: 'Deletes a role (to the trash)',
        description:
          'The role goes to the trash for 30 days; restoring it gives the access back as it was. 404: unknown role.',
        response: { 200: RoleDeletedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const role = await rolesService.deleteRole(app, req.params.id, user.id);
      await audit(app, user, {
        action: 'delete',
        itemType: 'role',
        itemId: role.id,
        itemTitle: role.title,
        details: { trash_id: role.trashId, user_id: role.userId, category_id: role.categoryId },
      });
      return { message: say(app, req, ROLE_MESSAGES.deleted), id: role.id, trash_id: role.trashId };
    },
  );
}

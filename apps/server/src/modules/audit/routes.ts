import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentAuditEntry } from './presenter.js';
import { AuditQuery, AuditResponse } from './schema.js';
import { listAudit } from './service.js';

/** GET /api/audit: the audit log for admins, filterable by user and by item (issue 18 §9). */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first',
        description:
          'Who created, changed, moved, deleted, restored or purged which category, card, content, lesson or ' +
          'role, and who granted or revoked which rights. Filter by the acting user (`user_id`) and by item ' +
          '(`item_type`, `item_id`); paged.',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listAudit(app, {
        userId: q.user_id,
        itemType: q.item_type,
        itemId: q.item_id,
        page: q.page,
        perPage: q.per_page,
      });
      return { entries: rows.map(presentAuditEntry), total, page: q.page, per_page: q.per_page };
    },
  );
}

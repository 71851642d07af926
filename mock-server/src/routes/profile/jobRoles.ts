import { profileCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../services/shared/paging.ts';
import { serve } from '../serve.ts';

/** The seeded job roles, a page at a time, searchable by name or QP code (backend-facts §3.5). */
export default async function jobRoleListRoute(app: FastifyInstance) {
  serve(app, profileCalls.jobRoleList, async (request, reply) => {
    const { page = 1, limit = 10, search, sortOrder } = request.query;
    const needle = search?.trim().toLowerCase() ?? '';
    const matching = app.db.data.jobRoles
      .filter(
        (role) => !needle || role.jobRole.toLowerCase().includes(needle) || role.qpCode.toLowerCase().includes(needle),
      )
      .map(({ _id, jobRole, qpCode, status }) => ({ _id, jobRole, qpCode, status: status === 'active' }));
    if (sortOrder === -1) matching.reverse();
    const { items, ...counts } = paginate(matching, page, limit);
    return reply.ok('Job role list', { jobRoleDetails: items, ...counts });
  });
}

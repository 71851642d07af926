import { profileCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../services/batches/batches.ts';
import { acceptedDocuments } from '../../services/profile/profileDocuments.ts';
import { profilePercentage } from '../../services/profile/profilePercentage.ts';
import { serve } from '../serve.ts';

/** How complete the assessor's own profile is (api-facts §3). */
export default async function profilePercentageRoute(app: FastifyInstance) {
  serve(app, profileCalls.profilePercentage, async (request, reply) => {
    assertSelf(request.auth.assessor._id, request.params.id);
    return reply.ok(
      'Profile percentage',
      profilePercentage(request.auth.assessor, acceptedDocuments(request.auth.assessor)),
    );
  });
}

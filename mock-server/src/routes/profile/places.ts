import { createHash } from 'node:crypto';
import { profileCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { indiaPlaces } from '../../seed/indiaPlaces.ts';
import { serve } from '../serve.ts';

/** A stable 24-hex id per name, so ids survive restarts and resets. */
const idOf = (name: string) => createHash('sha1').update(name).digest('hex').slice(0, 24);

const states = indiaPlaces.map(({ name, fipsCode }) => ({ name, fipsCode, _id: idOf(`state:${name}`) }));
const citiesByCode = new Map(
  indiaPlaces.map(({ name: state, fipsCode, cities }) => [
    fipsCode,
    cities.map(([name, latitude, longitude]) => ({
      name,
      latitude: String(latitude),
      longitude: String(longitude),
      _id: idOf(`city:${state}:${name}`),
    })),
  ]),
);

/** States of India and cities per state (project data, seed/indiaPlaces.ts). */
export default async function placeRoutes(app: FastifyInstance) {
  serve(app, profileCalls.getStates, async (request, reply) => {
    const india = request.body.country.trim().toLowerCase() === 'india';
    return reply.ok('States get successfully', { states: india ? states : [] });
  });

  serve(app, profileCalls.getCities, async (request, reply) => {
    const cities = citiesByCode.get(request.body.fipsCode.trim());
    // The real API answers 500 here (a null dereference, backend-facts §3.7); the mock says what it means.
    if (!cities) return reply.fail(400, 'State Name not found');
    return reply.ok('cities get successfully', { cities });
  });
}

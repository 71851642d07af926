import type { ServerResponse } from 'node:http';
import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { ActivityEvent } from '../../services/trainer/activity.ts';
import { serve } from '../serve.ts';

const HEARTBEAT_MS = 15_000;

/**
 * `GET /__mock/activity`: the trainees' API calls as server-sent events (`event: call`, JSON data), the last ones
 * first, then each as it is answered. A comment line every 15 s keeps proxies from closing a quiet stream.
 */
export default async function activityRoute(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: end them before the server closes, or closing would wait for them.
  app.addHook('preClose', async () => {
    for (const out of open) out.end();
  });

  serve(app, trainerCalls.activity, async (request, reply) => {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: ActivityEvent) => {
      out.write(`event: call\ndata: ${JSON.stringify(event)}\n\n`);
    };
    out.write('retry: 2000\n\n');
    for (const event of app.activity.recent()) send(event);
    const unsubscribe = app.activity.subscribe(send);
    const heartbeat = setInterval(() => {
      out.write(': still here\n\n');
    }, HEARTBEAT_MS);
    open.add(out);
    out.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(out);
    });
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies are parsed as Fastify does (prototype and constructor poisoning refused), except
 * that an empty body reads as no fields. Mobile HTTP clients send `content-type:
 * application/json` on every call, DELETEs with nothing to say included; refusing those as
 * invalid JSON would break calls such as `cart/remove?guest_id=…` whose fields are in the
 * query. A route that needs fields still answers which ones are missing.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    parseJson(request, body as string, done);
  });
}

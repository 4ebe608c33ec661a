import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './openapi-document';

export interface OpenApiRouteOptions {
  /** The document, built once every route is registered. */
  document: () => OpenApiDocument;
}

/**
 * GET /api/base/v1/openapi.json: the generated OpenAPI document, to those whose menu covers the API
 * manager's entity (the access rule of a read of baseApi: headers menuId and respId).
 */
export async function openApiRoutes(app: FastifyInstance, options: OpenApiRouteOptions): Promise<void> {
  app.get('/v1/openapi.json', { config: { access: { entity: 'baseApi', operation: 'listByPage' } } }, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(options.document());
  });
}

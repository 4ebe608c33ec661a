import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { isEntityAccess } from '../http/route-access';
import type { RegisteredRoute } from '../http/route-registry';
import { recordSchema, type JsonSchema } from './entity-json-schemas';
import { operationSummary, requestBodyOf, responseDataOf } from './operation-bodies';

/** The token endpoint third-party clients get their bearer tokens from (src/server/oauth/token-routes.ts). */
export const TOKEN_URL = '/api/oauth/token';

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-entity': string;
  'x-operation': string;
  security: Record<string, string[]>[];
  requestBody: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** The scope that lets a client call an operation: `<entity>.<operation>`, the API code in the API manager. */
export const scopeOf = (entity: string, operation: string) => `${entity}.${operation}`;

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['status', 'msg'],
  properties: {
    status: { type: 'string', enum: ['S', 'E', 'M', 'NOTLOGIN'], description: 'S success, E refused or failed (msg says why), M a notice' },
    msg: { type: 'string' },
    data,
    page: { $ref: '#/components/schemas/Page' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
  },
});

const refusal = (description: string) => ({ description, content: { 'application/json': { schema: envelope({ nullable: true }) } } });

const SHARED_SCHEMAS: Record<string, JsonSchema> = {
  Page: {
    type: 'object',
    properties: {
      count: { type: 'integer' },
      countCapped: { type: 'boolean' },
      curIndex: { type: 'integer' },
      pageSize: { type: 'integer' },
      pagesCount: { type: 'integer' },
      nextKey: { type: 'array', nullable: true, items: {} },
      prevKey: { type: 'array', nullable: true, items: {} },
    },
  },
  FieldError: {
    type: 'object',
    properties: { field: { type: 'string' }, message: { type: 'string' }, line: { type: 'object', additionalProperties: true } },
  },
};

/** The entity operation routes: POST /api/<service>/v1/<entity>Restful/<operation>, not the screen calls (exports). */
function entityOperationRoutes(routes: readonly RegisteredRoute[], catalog: EntityCatalog) {
  const seen = new Map<string, { url: string; entity: string; operation: string }>();
  for (const route of routes) {
    const access = route.access;
    if (route.method !== 'POST' || !isEntityAccess(access) || access.screenAction !== undefined || !catalog.has(access.entity)) continue;
    if (!route.url.endsWith(`/${access.entity}Restful/${access.operation}`)) continue;
    seen.set(route.url, { url: route.url, entity: access.entity, operation: access.operation });
  }
  return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * The OpenAPI 3.0 document of the platform's entity APIs, generated from what the server registered and
 * the entity schemas: every entity operation route (standard operations, workflow actions, commands, the
 * operations features add) with its request body and answer drawn from the entity's fields. Each operation
 * needs the OAuth scope `<entity>.<operation>` when called with a client's bearer token.
 */
export function buildOpenApiDocument(catalog: EntityCatalog, routes: readonly RegisteredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const scopes: Record<string, string> = {};
  const used = new Set<string>();
  for (const { url, entity: name, operation } of entityOperationRoutes(routes, catalog)) {
    const entity = catalog.get(name);
    const operationId = scopeOf(name, operation);
    const summary = operationSummary(entity, operation);
    scopes[operationId] = summary;
    used.add(name);
    for (const line of entity.lines ?? []) used.add(line.entity);
    paths[url] = {
      post: {
        operationId,
        summary,
        tags: [name],
        'x-entity': name,
        'x-operation': operation,
        security: [{ oauth2: [operationId] }, { session: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: requestBodyOf(entity, operation) } } },
        responses: {
          '200': { description: 'the envelope: status S with data, or E with the reason', content: { 'application/json': { schema: envelope(responseDataOf(entity, operation)) } } },
          '400': refusal('input beyond the limits, or a body no parser can read'),
          '401': refusal('no valid session or token'),
          '403': refusal('the token\'s scopes, or the session\'s menu, do not cover this operation'),
          '429': refusal('the client called more often than its limit per minute: see Retry-After'),
        },
      },
    };
  }
  const schemas: Record<string, JsonSchema> = { ...SHARED_SCHEMAS };
  // Lines of lines: an entity's collections refer to their line entities, which need schemas too.
  const pending = [...used];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (schemas[name] || !catalog.has(name)) continue;
    const entity = catalog.get(name);
    schemas[name] = recordSchema(entity, catalog);
    for (const line of entity.lines ?? []) pending.push(line.entity);
  }
  const tagged = new Set(Object.values(paths).map((item) => item.post['x-entity']));
  const tags = [...tagged].sort().map((name) => ({ name, description: `${catalog.get(name).label.cn} / ${catalog.get(name).label.en}` }));
  return {
    openapi: '3.0.3',
    info: {
      title: 'SRM platform API',
      // The routes' own version segment (/api/<service>/v1/...).
      version: 'v1',
      description: 'Generated from the entity schemas. Third-party applications call with a bearer token of the OAuth 2.0 client credentials grant; every operation needs its scope `<entity>.<operation>`.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        oauth2: { type: 'oauth2', description: 'OAuth 2.0 client credentials (docs/api.md)', flows: { clientCredentials: { tokenUrl: TOKEN_URL, scopes } } },
        session: { type: 'apiKey', in: 'header', name: 'AuthorizationCode', description: 'the web application\'s signed session (browser calls only)' },
      },
    },
  };
}

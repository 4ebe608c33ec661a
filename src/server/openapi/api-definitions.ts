/**
 * The APIs of an OpenAPI 3 or Swagger 2 document as the API manager keeps them (baseApi with its
 * baseApiParam lines): one per path and method, with its parameters as lines. Both the platform's own
 * generated document and an imported file are read by this one function.
 */
export interface ApiParameter {
  paramName: string;
  paramIn: 'path' | 'query' | 'header' | 'cookie' | 'body';
  paramType: string;
  requiredFlag: 'Y' | 'N';
  description: string | null;
}

export interface ApiDefinition {
  apiCode: string;
  httpMethod: string;
  apiPath: string;
  summary: string;
  description: string | null;
  /** The first tag of the operation: the module it belongs to. */
  tag: string | null;
  entityName: string | null;
  operationName: string | null;
  parameters: ApiParameter[];
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
const PARAM_PLACES = new Set(['path', 'query', 'header', 'cookie']);

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const clip = (value: string, length: number) => (value.length > length ? `${value.slice(0, length - 1)}…` : value);

/** Follows a local `$ref` (`#/components/schemas/X`, `#/definitions/X`), at most a few times. */
function resolve(document: Json, value: unknown, depth = 0): Json {
  if (!isObject(value)) return {};
  const ref = text(value.$ref);
  if (!ref || depth > 8 || !ref.startsWith('#/')) return value;
  let target: unknown = document;
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return resolve(document, target, depth + 1);
}

function typeOf(document: Json, schema: unknown): string {
  const resolved = resolve(document, schema);
  const type = text(resolved.type) ?? (isObject(resolved.properties) ? 'object' : 'string');
  if (type === 'array') return `array<${typeOf(document, resolved.items)}>`;
  const format = text(resolved.format);
  return format ? `${type}(${format})` : type;
}

/** A body schema's top-level properties as parameters; a body that is no object is one parameter `body`. */
function bodyParameters(document: Json, schema: unknown, required: boolean): ApiParameter[] {
  const resolved = resolve(document, schema);
  if (!isObject(resolved.properties)) return [{ paramName: 'body', paramIn: 'body', paramType: typeOf(document, resolved), requiredFlag: required ? 'Y' : 'N', description: text(resolved.description) }];
  const needed = new Set(Array.isArray(resolved.required) ? resolved.required.map(String) : []);
  return Object.entries(resolved.properties).map(([name, property]) => ({
    paramName: clip(name, 120),
    paramIn: 'body' as const,
    paramType: clip(typeOf(document, property), 60),
    requiredFlag: needed.has(name) ? ('Y' as const) : ('N' as const),
    description: text(resolve(document, property).description) && clip(text(resolve(document, property).description) as string, 500),
  }));
}

function parametersOf(document: Json, pathItem: Json, operation: Json): ApiParameter[] {
  const result: ApiParameter[] = [];
  const declared = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  for (const raw of declared) {
    const parameter = resolve(document, raw);
    const name = text(parameter.name);
    const place = text(parameter.in);
    if (!name || !place) continue;
    if (place === 'body') {
      result.push(...bodyParameters(document, parameter.schema, parameter.required === true));
      continue;
    }
    result.push({
      paramName: clip(name, 120),
      paramIn: PARAM_PLACES.has(place) ? (place as ApiParameter['paramIn']) : 'body',
      paramType: clip(parameter.schema ? typeOf(document, parameter.schema) : (text(parameter.type) ?? 'string'), 60),
      requiredFlag: parameter.required === true || place === 'path' ? 'Y' : 'N',
      description: text(parameter.description) && clip(text(parameter.description) as string, 500),
    });
  }
  const body = resolve(document, operation.requestBody);
  if (isObject(body.content)) {
    const media = (body.content['application/json'] ?? Object.values(body.content)[0]) as unknown;
    if (isObject(media)) result.push(...bodyParameters(document, media.schema, body.required === true));
  }
  return result;
}

/** Why a document cannot be read as OpenAPI 3 or Swagger 2, or null when it can. */
export function documentProblem(document: unknown): 'notAnObject' | 'noVersion' | 'noPaths' | null {
  if (!isObject(document)) return 'notAnObject';
  const openapi = text(document.openapi);
  const swagger = text(document.swagger);
  if (!(openapi?.startsWith('3.') || swagger === '2.0')) return 'noVersion';
  if (!isObject(document.paths) || Object.keys(document.paths).length === 0) return 'noPaths';
  return null;
}

/** Every operation of the document (documentProblem must be null). */
export function apiDefinitions(document: Json): ApiDefinition[] {
  const definitions: ApiDefinition[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as Json)) {
    const pathItem = resolve(document, rawItem);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const httpMethod = method.toUpperCase();
      const apiCode = clip(text(operation.operationId) ?? `${httpMethod} ${path}`, 200);
      const tags = Array.isArray(operation.tags) ? operation.tags.map(String) : [];
      definitions.push({
        apiCode,
        httpMethod,
        apiPath: clip(path, 300),
        summary: clip(text(operation.summary) ?? text(operation.description) ?? apiCode, 300),
        description: text(operation.description) && clip(text(operation.description) as string, 2000),
        tag: tags[0] ?? null,
        entityName: text(operation['x-entity']),
        operationName: text(operation['x-operation']),
        parameters: parametersOf(document, pathItem, operation),
      });
    }
  }
  return definitions;
}

import fastJsonStringify from 'fast-json-stringify';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema?: unknown }) => Serializer;

/** Serializers of schemas that refer to no shared schema (addSchema), for every plugin context. */
const selfContained = new WeakMap<object, Serializer>();

/**
 * Fastify's serializer factory (schemaController.compilersFactory.buildSerializer) with one serializer per
 * response schema object instead of one per route and status. Every API route answers the same envelope
 * (envelope-schema.ts hands out one schema object per data shape), yet fastify compiled it again for each of
 * the ~2,000 route × status pairs when it got ready: about 130 ms of every start. Fastify calls this factory
 * once per plugin context, so the cache is the module's while no shared schemas are added (none are: a
 * serializer then depends on its schema alone). What each serializer writes is unchanged.
 */
export function sharedSerializers(externalSchemas: unknown, serializerOptions: object | undefined): SerializerCompiler {
  const options = { ...serializerOptions, schema: externalSchemas } as Parameters<typeof fastJsonStringify>[1];
  const hasSharedSchemas = typeof externalSchemas === 'object' && externalSchemas !== null && Object.keys(externalSchemas).length > 0;
  const compiled = hasSharedSchemas ? new WeakMap<object, Serializer>() : selfContained;
  return ({ schema }) => {
    const key = schema as object;
    let serializer = compiled.get(key);
    if (!serializer) {
      serializer = fastJsonStringify(key, options) as Serializer;
      compiled.set(key, serializer);
    }
    return serializer;
  };
}

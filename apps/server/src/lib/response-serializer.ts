import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type SerializerCompiler = typeof serializerCompiler;

/**
 * fast-json-stringify handles `anyOf: [X, {type: 'null'}]` slowly (it validates each branch
 * with ajv to pick one): zod writes nullable objects that way, fast-json-stringify's own
 * spelling is `nullable: true`.
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _ignored, ...rest } = node;
      return withNullable({ ...rest, ...other, nullable: true });
    }
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withNullable(value)]));
}

/**
 * Response serializer compiled from the route's zod schema with fast-json-stringify
 * (docs/performance.md, finding 3). It writes only the declared properties, so nothing
 * undeclared leaks (habit 5 holds). A schema JSON Schema cannot express falls back to the
 * zod serializer. With `checkResponses` (tests), every answer is also parsed by the zod
 * schema first, so a wrong answer still fails loudly.
 */
export function createResponseSerializerCompiler(options: { checkResponses: boolean }): SerializerCompiler {
  return (route) => {
    // Compiled at the route's first answer: compiling every route at start took ~0.7 s of the server's start.
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compileSerializer(route, options))(data);
  };
}

function compileSerializer(
  route: Parameters<SerializerCompiler>[0],
  options: { checkResponses: boolean },
): (data: unknown) => string {
  const zodSerializer = serializerCompiler(route);
  let fast: (data: unknown) => string;
  try {
    const json = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    delete (json as JsonSchema).$schema;
    fast = fastJson(withNullable(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializer;
  }
  if (!options.checkResponses) return fast;
  return (data) => {
    const expected = zodSerializer(data);
    const written = fast(data);
    if (JSON.stringify(JSON.parse(written)) !== expected) {
      throw new Error(`fast serializer of ${route.method} ${route.url} differs from the zod answer: ${written} vs ${expected}`);
    }
    return written;
  };
}

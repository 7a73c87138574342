import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorCode } from '@tabib/contracts/errors';
import { errorBodyOf, errorCodesOf } from './openapi-errors';

declare module 'fastify' {
  interface FastifySchema {
    /** The codes this route's own rules answer, beyond what every operation of its kind can (openapi-errors.ts). */
    errors?: readonly ErrorCode[];
    /** A multipart/form-data body the handler reads itself (Fastify does not validate it): documented only. */
    multipartBody?: z.ZodObject;
    /** An answer of bytes rather than JSON: its media types, documented only. */
    binaryResponse?: { contentTypes: readonly string[]; description: string };
    /** A body of bytes (a presigned upload) the route's own parser reads: documented only. */
    binaryBody?: { contentTypes: readonly string[]; description: string; maxBytes: number };
  }
}

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<SwaggerTransform>[0];

export const sessionScheme = 'session';
const retryAfterMaxSeconds = 86_400;
const int32 = 2 ** 31;

/** Walks every schema node of a JSON schema tree (objects and arrays alike). */
function visit(node: unknown, see: (schema: JsonSchema) => void) {
  if (Array.isArray(node)) return node.forEach((item) => visit(item, see));
  if (!node || typeof node !== 'object') return;
  see(node as JsonSchema);
  Object.values(node).forEach((child) => visit(child, see));
}

/**
 * What the zod conversion writes, spelt so that every OpenAPI 3.0 reader takes it alike:
 * - a nullable union comes as `{ nullable: true, anyOf: [...] }`, but 3.0.3 gives `nullable`
 *   a meaning only beside `type`: each branch says it instead; and beside an enum, null is
 *   allowed only when the enum lists it;
 * - 3.0's exclusive bound (`.positive()` is `minimum: 0, exclusiveMinimum: true`) is read as
 *   JSON Schema's numeric one by some tools (openapi-backend's document check among them): on
 *   an integer the inclusive bound next to it says the same without the keyword;
 * - integers get their width (int32 or int64), which zod leaves out but the bounds give.
 */
function spellForOpenApi30(schema: unknown) {
  visit(schema, (node) => {
    if (node.nullable === true && node.type === undefined && Array.isArray(node.anyOf)) {
      delete node.nullable;
      node.anyOf = (node.anyOf as JsonSchema[]).map((branch) => ({ ...branch, nullable: true }));
    }
    if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
    for (const [exclusive, bound, step] of [
      ['exclusiveMinimum', 'minimum', 1],
      ['exclusiveMaximum', 'maximum', -1],
    ] as const) {
      if (node[exclusive] === undefined || node.type !== 'integer' || typeof node[bound] !== 'number') continue;
      node[bound] = (node[bound] as number) + step;
      delete node[exclusive];
    }
    if (node.type !== 'integer' || node.format) return;
    const fits32 = Number(node.minimum) >= -int32 && Number(node.maximum) < int32;
    node.format = fits32 ? 'int32' : 'int64';
  });
}

/**
 * zod objects drop unknown properties rather than refuse them, and say nothing about it in
 * JSON Schema: the document closes them and says they are dropped. Returns whether it closed one.
 */
function closeObjects(schema: unknown): boolean {
  let closed = false;
  visit(schema, (node) => {
    if (node.type === 'object' && node.properties && node.additionalProperties === undefined) {
      node.additionalProperties = false;
      closed = true;
    }
  });
  return closed;
}

const droppedNote = 'Properties not described here are dropped by the server, not refused.';

/**
 * The route-level transform of @fastify/swagger: the zod type provider's conversion, plus what
 * makes the document a contract a client can be generated from: every refusal the operation
 * can answer (with its codes), the security it really has, multipart bodies and binary
 * answers, integer widths, and request objects closed.
 */
export function createOperationTransform(isAuthenticated: (method: string, url: string) => boolean) {
  return (input: TransformInput) => {
    const route: RouteOptions = input.route;
    const schema: FastifySchema | undefined = input.schema;
    if (!schema || schema.hide) return jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);

    const method = [route.method].flat()[0] ?? 'GET';
    const { errors = [], multipartBody, binaryResponse, binaryBody, ...declared } = schema;
    const authenticated = isAuthenticated(method, input.url);
    const refusals = errorCodesOf({
      method,
      validatesInput: Boolean(
        declared.body || declared.querystring || declared.params || declared.headers || multipartBody || binaryBody,
      ),
      hasPathParams: input.url.includes('/:'),
      authenticated,
      onboardingGated: authenticated && route.config?.beforeOnboarding !== true,
      declared: errors,
    });
    const errorResponses = Object.fromEntries([...refusals].map(([status, codes]) => [status, errorBodyOf(codes)]));

    const { schema: documented } = jsonSchemaTransform({
      ...input,
      schema: {
        ...declared,
        ...(multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {}),
        response: { ...(declared.response as object | undefined), ...errorResponses },
      },
    } as Parameters<typeof jsonSchemaTransform>[0]);

    const operation = documented as JsonSchema & { response: Record<string, JsonSchema>; body?: JsonSchema };
    operation.security = authenticated ? [{ [sessionScheme]: [] }] : [];
    if (operation.body && closeObjects(operation.body)) {
      operation.body.description = [operation.body.description, droppedNote].filter(Boolean).join(' ');
    }
    if (binaryBody) {
      operation.body = {
        type: 'string',
        format: 'binary',
        maxLength: binaryBody.maxBytes,
        description: binaryBody.description,
      };
      operation.consumes = [...binaryBody.contentTypes];
    }
    if (binaryResponse) {
      operation.response[200] = {
        description: binaryResponse.description,
        content: Object.fromEntries(
          binaryResponse.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      };
    }
    for (const [status, codes] of refusals) {
      operation.response[status]!['x-response-description'] =
        `${status >= 500 ? 'Failed' : 'Refused'}: code ${codes.join(' or ')}.`;
    }
    const tooMany = operation.response[429];
    if (tooMany) {
      tooMany.headers = {
        'Retry-After': {
          type: 'integer',
          minimum: 1,
          maximum: retryAfterMaxSeconds,
          description: 'seconds to wait before trying again',
        },
      };
    }
    for (const part of ['body', 'querystring', 'params', 'headers', 'response'] as const) spellForOpenApi30(operation[part]);
    return { schema: operation, url: input.url };
  };
}

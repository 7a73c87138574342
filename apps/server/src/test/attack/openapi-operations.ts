import { openApiPath } from '../../plugins/openapi';
import type { App } from '../../app';

/** The part of JSON Schema the zod transform writes (enough to sample and walk request schemas). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, as the attack tests send it. */
export interface Operation {
  /** 'PUT /api/v1/doctors/patients/{patientId}': how failures name it */
  key: string;
  method: string;
  /** the OpenAPI path, with {name} placeholders */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** content type -> schema (application/json, multipart/form-data...) */
  bodies: Record<string, JsonSchema>;
  bodyRequired: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** The document the server serves (built from the zod schemas), read like any client would. */
export async function fetchOpenApiDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: openApiPath });
  if (response.statusCode !== 200) throw new Error(`GET ${openApiPath} answered ${response.statusCode}`);
  return response.json();
}

/** Replaces `$ref`s to components by the schema they name (the document's own references only). */
export function resolveRefs(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveRefs(document.components?.schemas?.[name], document, depth + 1);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, resolveRefs(property, document, depth + 1)]),
    );
  }
  if (schema.items) resolved.items = resolveRefs(schema.items, document, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) resolved[key] = schema[key].map((item) => resolveRefs(item, document, depth + 1));
  }
  return resolved;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required ?? false,
        schema: resolveRefs(parameter.schema, document),
      }));
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [
          type,
          resolveRefs(content.schema, document),
        ]),
      );
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodies,
        bodyRequired: operation.requestBody?.required ?? false,
      });
    }
  }
  return operations;
}

/** The OpenAPI path of a Fastify route url (`:id` -> `{id}`), to match app.protectedRoutes to the document. */
export const openApiPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

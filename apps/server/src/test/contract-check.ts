import { gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import addFormats from 'ajv-formats';

/** What one test process saw of the document: every operation, and those some answer was checked against. */
export interface ContractRecord {
  /** The document's title. */
  document: string;
  operations: { operationId: string; method: string; path: string }[];
  exercised: string[];
}

export interface ContractCheck {
  /** Throws when the answer's status is not documented for its operation, or its body does not match. */
  check(request: { method: string; url: string }, response: LightMyRequestResponse): void;
  record(): ContractRecord;
}

const excerpt = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}…` : text);
const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim();

function bodyText(response: LightMyRequestResponse): string {
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
}

/**
 * Every answer of the API tests, checked against the OpenAPI document by openapi-backend (its
 * router finds the operation, its Ajv validators check the body; ajv-formats for uuid,
 * date-time, email...). An answer to a request the document does not describe (an unknown
 * path, the document itself, the web app) is not checked.
 */
export async function createContractCheck(document: Document): Promise<ContractCheck> {
  // quick: validators are compiled for the operations a test file calls, not all of them up front.
  const api = new OpenAPIBackend({
    definition: document,
    quick: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  const exercised = new Set<string>();

  function describe(operation: Operation) {
    return `${operation.operationId ?? '(no operationId)'} (${operation.method.toUpperCase()} ${operation.path})`;
  }

  return {
    check(request, response) {
      const [path = '/', query] = request.url.split('?');
      const operation = api.router.matchOperation({ method: request.method, path, query: query ?? '', headers: {} });
      if (!operation) return;
      if (!operation.operationId) throw new Error(`Contract: ${describe(operation)} has no operationId`);
      exercised.add(operation.operationId);

      const status = String(response.statusCode);
      const documented = operation.responses?.[status] as { content?: Record<string, unknown> } | undefined;
      const text = bodyText(response);
      const said = `${request.method} ${request.url} answered ${status}`;
      if (!documented) {
        const listed = Object.keys(operation.responses ?? {}).join(', ');
        throw new Error(
          `Contract: ${said}, a status ${describe(operation)} does not document (it lists ${listed}). Body: ${excerpt(text)}`,
        );
      }
      if (!documented.content) return;
      const mediaType = mediaTypeOf(response.headers['content-type']);
      if (!(mediaType in documented.content)) {
        const listed = Object.keys(documented.content).join(', ');
        throw new Error(`Contract: ${said} as ${mediaType || 'no content type'}; ${describe(operation)} documents ${listed}`);
      }
      if (mediaType !== 'application/json') return;
      const result = api.validator.validateResponse(JSON.parse(text), operation, response.statusCode);
      if (result.errors) {
        const problems = result.errors.map((error) => `${error.instancePath || '(body)'} ${error.message}`).join('; ');
        throw new Error(
          `Contract: ${said} with a body ${describe(operation)} does not document: ${problems}. Body: ${excerpt(text)}`,
        );
      }
    },
    record() {
      return {
        document: document.info.title,
        operations: api.router
          .getOperations()
          .map(({ operationId, method, path }) => ({ operationId: operationId ?? `${method} ${path}`, method, path })),
        exercised: [...exercised],
      };
    },
  };
}

/** Throws, listing the problems, when the document is not valid OpenAPI (openapi-backend's check of the document). */
export async function assertValidOpenApi(document: Document): Promise<void> {
  const api = new OpenAPIBackend({ definition: document, quick: true });
  await api.init();
  await api.loadDocument();
  api.validateDefinition();
}

/** The method and url of an `app.inject` call, as light-my-request reads them. */
export function requestOf(options: string | InjectOptions): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const url = [options.url, options.path].find((value): value is string => typeof value === 'string') ?? '/';
  return { method: (options.method ?? 'GET').toUpperCase(), url };
}

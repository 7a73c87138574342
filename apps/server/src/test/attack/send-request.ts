import { errorBodySchema } from '@tabib/contracts/errors';
import type { App } from '../../app';
import { multipart } from '../medical-file-fixtures';
import { freshIp } from '../auth-helpers';
import type { AttackRequest } from './baseline-request';
import type { Operation } from './openapi-operations';

/**
 * Percent-encodes like encodeURIComponent, except that a lone surrogate is sent as the three
 * bytes a careless client writes for it (WTF-8) instead of throwing: the server must cope.
 */
export function encodeComponent(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

export function urlOf(operation: Operation, request: AttackRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeComponent(request.pathValues[name] ?? ''));
  const search = request.query.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

export interface Answer {
  /** 0 when app.inject threw */
  status: number;
  body: string;
  ms: number;
}

/** Sends one request through app.inject (real routing, validation, database); 'timeout' when it hangs. */
export async function send(
  app: App,
  operation: Operation,
  request: AttackRequest,
  { token, timeoutMs }: { token?: string; timeoutMs: number },
): Promise<Answer | 'timeout'> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  if (request.body?.type === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.value) ?? '';
  } else if (request.body?.type === 'form') {
    const form = multipart(request.body.parts);
    headers['content-type'] = form.headers['content-type'];
    payload = form.payload;
  } else if (request.body) {
    if (request.body.contentType) headers['content-type'] = request.body.contentType;
    payload = request.body.payload;
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const answer = app
    .inject({
      method: request.method as 'GET',
      url: urlOf(operation, request),
      headers,
      payload,
      // every request its own client address: the sign-in throttle is not what is tested here
      remoteAddress: freshIp(),
    })
    .then(
      (response) => ({ status: response.statusCode, body: response.body, ms: performance.now() - started }),
      // the tests' contract check (test/contract-answers.ts) throws on an answer the document does not allow
      (error: unknown) => ({
        status: 0,
        body: error instanceof Error ? error.message : String(error),
        ms: performance.now() - started,
      }),
    );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not { success: false, code } with a catalogue code. */
export function problemOf(answer: Answer): string | null {
  if (answer.status === 0) return `the answer broke the contract: ${answer.body.slice(0, 500)}`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  return errorBodySchema.safeParse(body).success ? null : `answered ${answer.status} without the error shape`;
}

const clip = (text: string, length = 240) => (text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text);

/** The request as a failure message shows it: enough to send it again by hand. */
export function describeRequest(operation: Operation, request: AttackRequest): string {
  const body =
    request.body?.type === 'json'
      ? ` ${clip(JSON.stringify(request.body.value) ?? 'undefined')}`
      : request.body?.type === 'form'
        ? ` [multipart] ${clip(JSON.stringify(request.body.parts.map((part) => ('value' in part ? part : { name: part.name, file: part.fileName }))))}`
        : request.body
          ? ` [${request.body.contentType ?? 'no content-type'}] ${clip(String(request.body.payload))}`
          : '';
  return `${request.method} ${clip(urlOf(operation, request))}${body}`;
}

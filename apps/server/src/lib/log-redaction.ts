import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/**
 * A query parameter whose name ends with one of these words (any case)
 * carries a secret: the reset link's `token`, and the call tokens or cancel links to come
 * (`callToken`, `cancel_token`...). Its value never reaches a log line at info or above.
 */
const secretQueryParameterWords = ['token', 'secret', 'password', 'signature'] as const;

const secretQueryParameter = new RegExp(`([?&][^=&#\\s"'<>]*(?:${secretQueryParameterWords.join('|')}))=[^&#\\s"'<>]*`, 'gi');

const redactedValue = '[redacted]';

/** The text with the value of every secret query parameter replaced (URLs alone or inside a message). */
export function redactSecretQueryValues(text: string): string {
  return text.replace(secretQueryParameter, `$1=${redactedValue}`);
}

const infoLevel = 30;

/**
 * Fastify's request line without the secrets of its query string. The same fields as Fastify's
 * own serializer; every path goes through it, API or web app page.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  serialized.message = redactSecretQueryValues(serialized.message);
  if (serialized.stack) serialized.stack = redactSecretQueryValues(serialized.stack);
  return serialized;
}

function errorIn(merged: unknown): Error | undefined {
  if (merged instanceof Error) return merged;
  const err = (merged as { err?: unknown } | null | undefined)?.err;
  return err instanceof Error ? err : undefined;
}

/**
 * What the logger needs to keep secret query values out: the request and error serializers
 * (every level), and the messages' text at info and above (Fastify writes a URL into some, e.g.
 * "Route GET:/... not found"). Debug is left alone for the one line that prints a link on
 * purpose: the mailer's, without SMTP (notifications/mailer.ts).
 */
export const logRedaction = {
  serializers: { req: serializeRequest, err: serializeError },
  hooks: {
    logMethod(args, method, level) {
      if (level < infoLevel) return method.apply(this, args);
      const redacted: unknown[] = args.map((arg: unknown) => (typeof arg === 'string' ? redactSecretQueryValues(arg) : arg));
      // Without a message, pino takes the error's own: give it the redacted one.
      const error = errorIn(args[0]);
      if (args.length === 1 && error) redacted.push(redactSecretQueryValues(error.message));
      return method.apply(this, redacted as Parameters<typeof method>);
    },
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'hooks'>;

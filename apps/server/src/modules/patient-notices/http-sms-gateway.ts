import { z } from 'zod';
import type { SmsGatewayConfig } from '../../config';
import type { SmsProvider } from './sms-provider';

/** What the gateway answers an accepted message with: its id, under one of the usual names. */
const acceptedSchema = z.union([
  z.object({ id: z.union([z.string(), z.number()]) }),
  z.object({ messageId: z.union([z.string(), z.number()]) }),
]);

/**
 * A generic HTTP SMS gateway (README, "Patient notices"): POST `{ to, text, from, reference }`
 * as JSON with the token as a bearer, a 2xx answer with the message's `id`. Anything else
 * (another status, no id, no answer within the timeout) is a failure: the send job retries.
 * `reference` is the notice's id on every try, so a gateway that refuses a reference it already
 * took makes a repeated send impossible (docs/decisions.md, "Jobs and patient notices").
 */
export function createHttpSmsGateway(config: SmsGatewayConfig): SmsProvider {
  return {
    name: 'http-gateway',
    async send({ to, text, reference }) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to, text, from: config.sender, reference }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      let parsed: z.infer<typeof acceptedSchema> | undefined;
      try {
        const result = acceptedSchema.safeParse(JSON.parse(body));
        parsed = result.success ? result.data : undefined;
      } catch {
        parsed = undefined;
      }
      if (!parsed) throw new Error(`SMS gateway answered ${response.status} without a message id`);
      return { providerMessageId: String('id' in parsed ? parsed.id : parsed.messageId) };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { SmsGatewayConfig } from '../../config';
import { createHttpSmsGateway } from './http-sms-gateway';

export interface SmsMessage {
  /** E.164 */
  to: string;
  text: string;
  /** Ours for this message (the notice's id): the gateway may report on it, and may refuse it twice. */
  reference: string;
}

/** Whatever carries SMS: it throws when the message was not accepted. */
export interface SmsProvider {
  /** Stored with each notice (patient_notices.provider): delivery reports are matched within it. */
  name: string;
  send(message: SmsMessage): Promise<{ providerMessageId?: string }>;
}

/** +213661234567 → +2136…67: enough to tell two patients apart in a log, not to text them. */
export const maskedPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 5)}…${phone.slice(-2)}` : '…');

/**
 * Without a gateway the SMS is recorded only (its patient_notices row, status unknown) and the
 * log says so, without its text: the text carries the patient's cancel link.
 */
export function createRecordingSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'recorded',
    async send(message) {
      log.info(
        { reference: message.reference, to: maskedPhone(message.to), characters: message.text.length },
        'SMS recorded, not sent (no SMS_GATEWAY_URL): its text is in patient_notices',
      );
      return {};
    },
  };
}

export function createSmsProvider(gateway: SmsGatewayConfig | undefined, log: FastifyBaseLogger): SmsProvider {
  return gateway ? createHttpSmsGateway(gateway) : createRecordingSmsProvider(log);
}

import { randomCode } from '../../lib/random-code';
import { acknowledgeAnswerSchema, registerAnswerSchema } from './satim-answers';
import type { SatimConfig } from './satim-config';

export type SatimLanguage = 'fr' | 'en' | 'ar';

/** No usable answer: the caller leaves the invoice pending and asks again later. */
export interface SatimUnavailable {
  kind: 'unavailable';
  /** platformError: an ErrorCode that says nothing of the order (access denied, system error...). */
  reason: 'timeout' | 'network' | 'badAnswer' | 'platformError';
  detail: string;
}

export interface RegisterInput {
  /** 10 letters or digits, unique for the merchant: see newSatimOrderNumber. */
  orderNumber: string;
  amountCentimes: number;
  returnUrl: string;
  failUrl: string;
  language: SatimLanguage;
  /** jsonParams.udf1, which SATIM requires: the merchant's own reference (the invoice). */
  udf1: string;
  description?: string;
}

/** `raw`: the answer as received, to keep with the payment attempt. */
export type RegisterResult =
  | { kind: 'registered'; orderId: string; formUrl: string; raw: Record<string, unknown> }
  | { kind: 'refused'; errorCode: string; errorMessage: string; raw: Record<string, unknown> }
  /** formUrl does not point at the configured platform: never send the browser there. */
  | { kind: 'untrustedFormUrl'; orderId: string; formUrl: string; raw: Record<string, unknown> }
  | SatimUnavailable;

/** What acknowledgeTransaction.do said about an order, read into one shape. */
export interface SatimAcknowledgement {
  kind: 'acknowledged';
  orderId: string;
  /** ErrorCode 0, OrderStatus 2 (deposited) and respCode 00; the amount is the caller's to compare. */
  paid: boolean;
  errorCode: string;
  errorMessage: string | undefined;
  orderStatus: number | undefined;
  orderNumber: string | undefined;
  amountCentimes: number | undefined;
  respCode: string | undefined;
  respCodeDescription: string | undefined;
  actionCode: string | undefined;
  actionCodeDescription: string | undefined;
  approvalCode: string | undefined;
  authCode: string | undefined;
  maskedPan: string | undefined;
  acknowledgedAt: Date;
  /** The answer as received, to keep with the payment attempt. */
  raw: Record<string, unknown>;
}

/**
 * The acknowledgement's ErrorCodes that describe the order: 0 (confirmed), 3 (not confirmed because of
 * its state: never paid or refused, OrderStatus says which), 6 (unknown order). Any other (5 access
 * denied, 7 system error, ...) is not a verdict on the payment: the invoice stays pending.
 */
const orderStateCodes = new Set(['0', '3', '6']);

type CallResult = { kind: 'answered'; body: Record<string, unknown> } | SatimUnavailable;

export function newSatimOrderNumber(): string {
  return randomCode(10);
}

/** SATIM's e-payment REST platform: register an order, then acknowledge it when the browser comes back. */
export function createSatimClient(config: SatimConfig, now: () => Date = () => new Date()) {
  const credentials = { userName: config.userName, password: config.password };

  async function call(path: string, params: Record<string, string>): Promise<CallResult> {
    try {
      const response = await fetch(`${config.baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(params),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) return unavailable('badAnswer', `${path} answered HTTP ${response.status}`);
      const body: unknown = JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return unavailable('badAnswer', `${path}: not an object`);
      return { kind: 'answered', body: body as Record<string, unknown> };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError') return unavailable('timeout', `${path}: no answer within ${config.timeoutMs} ms`);
      if (name === 'SyntaxError') return unavailable('badAnswer', `${path}: not JSON`);
      return unavailable('network', `${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    async register(input: RegisterInput): Promise<RegisterResult> {
      const answer = await call('register.do', {
        ...credentials,
        orderNumber: input.orderNumber,
        amount: String(input.amountCentimes),
        currency: '012',
        returnUrl: input.returnUrl,
        failUrl: input.failUrl,
        language: input.language,
        jsonParams: JSON.stringify({ force_terminal_id: config.terminalId, udf1: input.udf1 }),
        ...(input.description ? { description: input.description } : {}),
      });
      if (answer.kind !== 'answered') return answer;
      const parsed = registerAnswerSchema.safeParse(answer.body);
      if (!parsed.success) return unavailable('badAnswer', 'register.do: unexpected answer');
      const { errorCode = parsed.data.ErrorCode ?? '0', orderId, formUrl } = parsed.data;
      const raw = answer.body;
      if (errorCode !== '0') {
        return { kind: 'refused', errorCode, errorMessage: parsed.data.errorMessage ?? parsed.data.ErrorMessage ?? '', raw };
      }
      if (!orderId || !formUrl) return unavailable('badAnswer', 'register.do: no orderId or formUrl');
      if (!isTrustedFormUrl(formUrl, config)) return { kind: 'untrustedFormUrl', orderId, formUrl, raw };
      return { kind: 'registered', orderId, formUrl, raw };
    },

    async acknowledge(orderId: string, language: SatimLanguage = 'fr'): Promise<SatimAcknowledgement | SatimUnavailable> {
      const answer = await call('public/acknowledgeTransaction.do', { ...credentials, mdOrder: orderId, language });
      if (answer.kind !== 'answered') return answer;
      return readAcknowledgement(orderId, answer.body, now());
    },
  };
}

export type SatimClient = ReturnType<typeof createSatimClient>;

/** Only a page on the configured platform may receive the user's card: same host, HTTPS unless the platform is plain HTTP. */
function isTrustedFormUrl(formUrl: string, config: SatimConfig): boolean {
  if (!URL.canParse(formUrl)) return false;
  const url = new URL(formUrl);
  const protocolOk = url.protocol === 'https:' || url.protocol === new URL(config.baseUrl).protocol;
  return protocolOk && config.allowedFormHosts.includes(url.host.toLowerCase());
}

/**
 * acknowledgeTransaction.do's answer read into one shape: from the platform, or again from the raw
 * answer kept with the payment attempt (a replayed return answers the same receipt without asking).
 */
export function readAcknowledgement(
  orderId: string,
  body: Record<string, unknown>,
  acknowledgedAt: Date,
): SatimAcknowledgement | SatimUnavailable {
  const parsed = acknowledgeAnswerSchema.safeParse(body);
  const errorCode = parsed.data?.ErrorCode ?? parsed.data?.errorCode;
  if (!parsed.success || errorCode === undefined) return unavailable('badAnswer', 'acknowledgeTransaction.do: unexpected answer');
  const { data } = parsed;
  if (!orderStateCodes.has(errorCode)) {
    return unavailable('platformError', `acknowledgeTransaction.do: ErrorCode ${errorCode} ${data.ErrorMessage ?? ''}`.trim());
  }
  const respCode = data.params?.respCode;
  return {
    kind: 'acknowledged',
    orderId,
    paid: errorCode === '0' && data.OrderStatus === 2 && respCode === '00',
    errorCode,
    errorMessage: data.ErrorMessage ?? data.errorMessage,
    orderStatus: data.OrderStatus,
    orderNumber: data.OrderNumber,
    amountCentimes: data.Amount,
    respCode,
    respCodeDescription: data.params?.respCode_desc,
    actionCode: data.actionCode,
    actionCodeDescription: data.actionCodeDescription,
    approvalCode: data.approvalCode,
    authCode: data.authCode,
    maskedPan: data.Pan,
    acknowledgedAt,
    raw: body,
  };
}

function unavailable(reason: SatimUnavailable['reason'], detail: string): SatimUnavailable {
  return { kind: 'unavailable', reason, detail };
}

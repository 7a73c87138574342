import { randomCode } from '../lib/random-code';
import { dinarCurrency, hasSandboxCredentials, sandboxDefaults, sandboxLanguageOf } from './sandbox-defaults';
import type { SandboxOrder, SandboxOrders } from './sandbox-orders';

/** The parameters of a call, from the query string and the form body alike (SATIM takes both). */
export type SatimParams = Record<string, string | undefined>;

/**
 * register.do's answer. Its error fields are lower camel case (`errorCode`), unlike the
 * acknowledgement's `ErrorCode`: a quirk of the real platform, kept on purpose.
 */
export type RegisterAnswer = { errorCode: '0'; orderId: string; formUrl: string } | { errorCode: string; errorMessage: string };

const refusal = (errorCode: string, errorMessage: string): RegisterAnswer => ({ errorCode, errorMessage });

/** Registers an order the way SATIM's register.do checks one, first refusal wins. */
export function registerOrder(
  params: SatimParams,
  orders: SandboxOrders,
  formUrlOf: (order: SandboxOrder) => string,
): RegisterAnswer {
  if (!hasSandboxCredentials(params.userName, params.password)) return refusal('5', 'Access denied');
  const { orderNumber, amount, returnUrl } = params;
  if (!orderNumber) return refusal('4', 'Order number is empty');
  if (!/^[A-Za-z0-9]{10}$/.test(orderNumber)) return refusal('5', 'Order number must be 10 letters or digits');
  if (!amount) return refusal('4', 'Amount is empty');
  if (!/^\d{1,12}$/.test(amount)) return refusal('5', 'Amount is invalid');
  if (Number(amount) < sandboxDefaults.minimumAmountCentimes) {
    return refusal('5', `Amount is below the minimum of ${sandboxDefaults.minimumAmountCentimes}`);
  }
  if ((params.currency ?? dinarCurrency) !== dinarCurrency) return refusal('3', 'Unknown currency');
  if (!returnUrl) return refusal('4', 'Return URL is empty');
  if (!isWebUrl(returnUrl) || (params.failUrl && !isWebUrl(params.failUrl))) return refusal('5', 'Invalid return URL');
  const jsonParams = jsonParamsOf(params.jsonParams);
  if (!jsonParams) return refusal('5', 'jsonParams is not a JSON object of strings');
  if (!jsonParams.force_terminal_id) return refusal('4', 'force_terminal_id is empty');
  if (jsonParams.force_terminal_id !== sandboxDefaults.terminalId) return refusal('5', 'Unknown terminal');
  if (!jsonParams.udf1) return refusal('4', 'udf1 is empty');
  if (orders.isNumberUsed(orderNumber)) return refusal('1', 'Order with this number was already processed');

  const order: SandboxOrder = {
    orderId: randomCode(20),
    orderNumber,
    amountCentimes: Number(amount),
    currency: dinarCurrency,
    language: sandboxLanguageOf(params.language),
    returnUrl,
    failUrl: params.failUrl || returnUrl,
    description: params.description,
    udfs: Object.fromEntries(Object.entries(jsonParams).filter(([key]) => /^udf[1-5]$/.test(key))),
    payment: undefined,
  };
  orders.add(order);
  return { errorCode: '0', orderId: order.orderId, formUrl: formUrlOf(order) };
}

function isWebUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

function jsonParamsOf(value: string | undefined): Record<string, string> | undefined {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed);
    return entries.every(([, v]) => typeof v === 'string') ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}

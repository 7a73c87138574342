import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomCode } from '../lib/random-code';
import { acknowledgeAnswer } from './acknowledge-answer';
import { checkCardForm } from './card-form';
import { messagePage, paymentPage } from './payment-page';
import { paymentPageTexts } from './payment-page-texts';
import { registerOrder, type SatimParams } from './register-order';
import { sandboxDefaults, sandboxLanguageOf, type SandboxLanguage } from './sandbox-defaults';
import { SandboxOrders, type SandboxOrder } from './sandbox-orders';

export interface SatimSandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** The address browsers reach the sandbox at, used in formUrl; default http://host:port. */
  publicUrl?: string;
  /** How long the "acknowledge times out" test card keeps acknowledgeTransaction.do waiting. */
  acknowledgeDelayMs?: number;
}

/** How the next register.do misbehaves, once (tests of the merchant's side). */
export interface RegisterQuirk {
  /** Answers only after this wait (the order is registered all the same): longer than the client's timeout, a lost answer. */
  delayMs?: number;
  /** Hands out a formUrl on this origin instead of the sandbox's: a page the merchant must not send a card to. */
  formUrlOrigin?: string;
}

export interface SatimSandbox {
  /** Where it listens: the merchant's server calls it here (SATIM_URL is this plus /payment/rest). */
  url: string;
  quirkNextRegister: (quirk: RegisterQuirk) => void;
  close: () => Promise<void>;
}

const rest = '/payment/rest';
const formAction = `${rest}/processform.do`;
const acknowledgePaths = [
  `${rest}/public/acknowledgeTransaction.do`,
  `${rest}/acknowledgeTransaction.do`,
  `${rest}/confirmOrder.do`,
];

/** A stand-in for SATIM's e-payment platform (register, hosted card form, acknowledge), in memory. */
export async function startSatimSandbox(options: SatimSandboxOptions): Promise<SatimSandbox> {
  const host = options.host ?? '127.0.0.1';
  const acknowledgeDelayMs = options.acknowledgeDelayMs ?? sandboxDefaults.acknowledgeDelayMs;
  const orders = new SandboxOrders();
  const closing = new AbortController();
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  let registerQuirk: RegisterQuirk = {};

  const app = Fastify({ forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('preClose', (done) => {
    closing.abort();
    done();
  });

  const formUrlOf = (origin: string) => (order: SandboxOrder) =>
    `${origin}/payment/merchants/${sandboxDefaults.userName}/payment_${order.language}.html?mdOrder=${order.orderId}`;

  app.route({
    method: ['GET', 'POST'],
    url: `${rest}/register.do`,
    handler: async (request) => {
      const quirk = registerQuirk;
      registerQuirk = {};
      const answer = registerOrder(paramsOf(request), orders, formUrlOf(quirk.formUrlOrigin ?? publicUrl));
      if (quirk.delayMs) await sleep(quirk.delayMs, undefined, { signal: closing.signal });
      return answer;
    },
  });

  for (const url of acknowledgePaths) {
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (request) => {
        const params = paramsOf(request);
        const order = orders.get(params.mdOrder);
        // Slow once: the merchant's next try gets its answer at once.
        if (order?.payment?.card.outcome === 'acknowledgeTimeout' && !order.slowAcknowledgementDone) {
          order.slowAcknowledgementDone = true;
          await sleep(acknowledgeDelayMs, undefined, { signal: closing.signal });
        }
        return acknowledgeAnswer(params, order);
      },
    });
  }

  app.get<{ Params: { page: string }; Querystring: { mdOrder?: string } }>(
    '/payment/merchants/:merchant/:page',
    (request, reply) => {
      const language = sandboxLanguageOf(/^payment_(\w+)\.html$/.exec(request.params.page)?.[1]);
      const order = orders.get(request.query.mdOrder);
      if (!order || order.payment) return refuseOrder(order, language, reply);
      return html(reply, 200, paymentPage({ order, language, formAction, cancelUrl: cancelUrlOf(order), now: new Date() }));
    },
  );

  app.post(formAction, (request, reply) => {
    const form = paramsOf(request);
    const language = sandboxLanguageOf(form.language);
    const order = orders.get(form.mdOrder);
    if (!order || order.payment) return refuseOrder(order, language, reply);
    const result = checkCardForm(form, new Date());
    if ('problems' in result) {
      const page = paymentPage({
        order,
        language,
        formAction,
        cancelUrl: cancelUrlOf(order),
        now: new Date(),
        ...result,
        values: form,
      });
      return html(reply, 400, page);
    }
    const { card, expiration, cardholderName } = result.checked;
    const paid = card.orderStatus === 2;
    order.payment = {
      card,
      expiration,
      cardholderName,
      approvalCode: paid ? randomCode(6, '0123456789') : undefined,
      ip: request.ip,
    };
    return reply.redirect(withOrderId(paid ? order.returnUrl : order.failUrl, order.orderId), 302);
  });

  const address = await app.listen({ port: options.port, host });
  publicUrl ||= address;
  return {
    url: address,
    quirkNextRegister: (quirk) => {
      registerQuirk = quirk;
    },
    close: () => app.close(),
  };
}

/** SATIM reads its parameters from the query string or the form body, whichever the caller used. */
function paramsOf(request: FastifyRequest): SatimParams {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  return { ...(request.query as SatimParams), ...(body as SatimParams) };
}

/** The page shown instead of the card form for an unknown order, or one already paid or refused. */
function refuseOrder(order: SandboxOrder | undefined, language: SandboxLanguage, reply: FastifyReply) {
  const t = paymentPageTexts[language];
  if (!order) return html(reply, 404, messagePage(language, t.unknownOrder, t.unknownOrderText));
  return html(reply, 409, messagePage(language, t.alreadyProcessed, t.alreadyProcessedText, cancelUrlOf(order)));
}

function cancelUrlOf(order: SandboxOrder): string {
  return withOrderId(order.returnUrl, order.orderId);
}

function withOrderId(url: string, orderId: string): string {
  const target = new URL(url);
  target.searchParams.set('orderId', orderId);
  return target.toString();
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

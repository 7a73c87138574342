import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicReceiptParamsSchema,
  publicReceiptPaths,
  publicReceiptPdfQuerySchema,
  publicReceiptResponseSchema,
} from '@tabib/contracts/subscription-calls';
import { tagRoutes } from '../../plugins/openapi';
import { createPublicReadLimit, type PublicReadOptions } from '../public-booking/public-read-limit';
import type { ErrorCode } from '@tabib/contracts/errors';
import { AppError } from '../../lib/app-error';
import { errorStatus } from '../../plugins/openapi-errors';

const refusal = (code: ErrorCode, message?: string) => new AppError(errorStatus[code], code, message);

/** Each PDF starts a page in Chromium: far fewer per address than the reads. */
const pdfLimit = { max: 20, windowMinutes: 10 };

/** Issue 18: a paid card transaction's receipt, reached by its signed token (e-mail, print), no session. */
export const publicReceiptRoutes: FastifyPluginAsyncZod<PublicReadOptions> = async (app, options) => {
  const { cardPayments, receiptTokens, receiptPrinter } = app.services;
  tagRoutes(app, 'public');
  await receiptTokens.ready();
  app.addHook('onClose', () => receiptPrinter.close());
  const countRead = createPublicReadLimit(options.readLimit, { shared: { counts: options.readCounts, scope: 'receipts' } });
  const countPdf = createPublicReadLimit(pdfLimit, { shared: { counts: options.readCounts, scope: 'receipt-pdfs' } });
  app.addHook('onRequest', async (request) => countRead(request.ip));

  app.get(
    publicReceiptPaths.read,
    {
      schema: {
        description:
          "Public: the receipt of a paid card transaction (spec 3 section 3, Payment transaction receipt), who paid (a doctor's name and title, or the clinic's name), the offer and the months paid. The token comes from epayment-confirm_do's receipt_token or the receipt e-mail; it does not expire. 404 notFound for a token altered, not ours, or naming no paid transaction.",
        operationId: 'getPublicReceipt',
        errors: ['notFound', 'tooManyRequest'],
        params: publicReceiptParamsSchema,
        response: { 200: publicReceiptResponseSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await cardPayments.publicReceipt(request.params.token)),
  );

  app.get(
    publicReceiptPaths.pdf,
    {
      schema: {
        description: `Public: the same receipt as an A4 PDF, printed by the server's headless Chromium from the web's receipt page (PUBLIC_URL/receipt/{token}?print=1), so Arabic is shaped as on screen. 404 notFound as the receipt; 503 receiptPdfUnavailable where no Chromium is installed (CHROMIUM_PATH) or the page could not be printed. At most ${pdfLimit.max} per address every ${pdfLimit.windowMinutes} minutes.`,
        operationId: 'getPublicReceiptPdf',
        errors: ['notFound', 'receiptPdfUnavailable', 'tooManyRequest'],
        params: publicReceiptParamsSchema,
        querystring: publicReceiptPdfQuerySchema,
        binaryResponse: { contentTypes: ['application/pdf'], description: 'The receipt, A4.' },
      },
    },
    async (request, reply) => {
      await countPdf(request.ip);
      const { token } = request.params;
      if (!(await cardPayments.receiptExists(token))) throw refusal('notFound');
      if (!receiptPrinter.available()) throw refusal('receiptPdfUnavailable', 'no Chromium at CHROMIUM_PATH');
      const pdf = await receiptPrinter.pdf(token, request.query.lang).catch((error: unknown) => {
        request.log.error({ err: error }, 'printing a receipt failed');
        throw refusal('receiptPdfUnavailable', 'the receipt page could not be printed');
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="tabib-receipt.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

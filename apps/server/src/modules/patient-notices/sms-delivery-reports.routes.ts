import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsDeliveryReportBodySchema,
  smsDeliveryReportHeadersSchema,
  smsDeliveryReportResponseSchema,
  smsDeliveryReportsPath,
  smsReportsTokenHeader,
} from '@tabib/contracts/patient-notices';
import { tagRoutes } from '../../plugins/openapi';

/** The SMS gateway's delivery reports (README, "Patient notices"): no session, a shared secret. */
export const smsDeliveryReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { patientNotices } = app.services;
  tagRoutes(app, 'public');

  app.post(
    smsDeliveryReportsPath,
    {
      schema: {
        description: `Designed here (the spec names no path): the SMS gateway reports how a patient notice's SMS ended (delivered or failed), naming it by the \`reference\` it was sent with or by its own message id; the notice's status in the appointment's SMS trace changes, unless a later report was recorded. The header ${smsReportsTokenHeader} must carry the shared secret SMS_REPORTS_TOKEN: 403 forbidden otherwise (and always while none is configured).`,
        operationId: 'reportSmsDelivery',
        errors: ['forbidden'],
        headers: smsDeliveryReportHeadersSchema,
        body: smsDeliveryReportBodySchema,
        response: { 200: smsDeliveryReportResponseSchema },
      },
    },
    async (request) => patientNotices.recordDeliveryReport(request.headers[smsReportsTokenHeader], request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freeSlotsQuerySchema,
  freeSlotsResponseSchema,
  publicBookingMaxWeeks,
  publicBookingPaths,
  publicDoctorParamsSchema,
  publicDoctorResponseSchema,
} from '@tabib/contracts/public-booking';
import { tagRoutes } from '../../plugins/openapi';

/** Issue 15: the patient's booking page, read side. No session. */
export const publicBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicBooking } = app.services;
  tagRoutes(app, 'public');

  app.get(
    publicBookingPaths.doctor,
    {
      schema: {
        description:
          "Public: a doctor's booking page (name, specialities, office, the reasons a patient may pick, the types offered). 404 notFound unless the doctor enabled the page and is neither blocked nor deleted.",
        operationId: 'getPublicDoctor',
        errors: ['notFound'],
        params: publicDoctorParamsSchema,
        response: { 200: publicDoctorResponseSchema },
      },
    },
    async (request) => publicBooking.page(request.params.slug),
  );

  app.get(
    publicBookingPaths.slots,
    {
      schema: {
        description: `Public: the free slots of a reason and a type, day by day, from \`from\` (today when absent or past) for \`weeks\` weeks (1 to ${publicBookingMaxWeeks}, default ${publicBookingMaxWeeks}), in the practice's time zone. Each slot lasts the reason's duration; slots start at each block of the weekly schedule and follow one another. 400 InvalidConsultationReason for a reason the page does not list; 403 DoctorTeleconsultationUnauthorizedAction for visio when the doctor holds no teleconsultations.`,
        operationId: 'getPublicFreeSlots',
        errors: ['notFound', 'InvalidConsultationReason', 'DoctorTeleconsultationUnauthorizedAction'],
        params: publicDoctorParamsSchema,
        querystring: freeSlotsQuerySchema,
        response: { 200: freeSlotsResponseSchema },
      },
    },
    async (request) => publicBooking.freeSlots(request.params.slug, request.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicDashboardPaths,
  clinicDashboardQuerySchema,
  clinicDashboardResponseSchema,
} from '@tabib/contracts/clinic-dashboard';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Issue 17: the clinic admin's dashboard (spec 3 sections 2 and 9). */
export const clinicDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clinicDashboard } = app.services;
  tagRoutes(app, 'clinic-dashboard');

  app.get(
    clinicDashboardPaths.dashboard,
    {
      schema: {
        description:
          "The figures of the acting clinic admin's clinic over a period ending today (practice days, Africa/Algiers): appointments by status, by source and per doctor over time (buckets of a day for week and month, 7 days for 3 and 6 months, a calendar month for year and all), no-show rate, visio share, patient records opened, and the money of the acts dated in the period (billed, paid towards them, remaining), for the clinic and per doctor. Counts only the clinic's doctors. Every other account, clinic members and units included, gets 403 notAuthorizedForAction.",
        operationId: 'getClinicDashboard',
        errors: ['notAuthorizedForAction', 'validationFailed'],
        querystring: clinicDashboardQuerySchema,
        response: { 200: clinicDashboardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      dashboard: await clinicDashboard.dashboard(actorOf(request).user, request.query.period),
    }),
  );
};

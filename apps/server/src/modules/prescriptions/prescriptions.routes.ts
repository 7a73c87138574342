import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitPrescriptionBodySchema,
  prescriptionPaths,
  prescriptionResponseSchema,
  savedMedicinesBodySchema,
  savedMedicinesResponseSchema,
} from '@tabib/contracts/prescriptions';
import { actorOf } from '../../plugins/auth-context';

const appointmentParams = z.object({ appointmentId: z.string() });
const scopeQuery = z.object({ cqDoctor: z.string().optional() });

/** Spec 2 section 7, prescriptions and the doctor's saved medicine names. */
export const prescriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prescriptions } = app.services;

  app.get(
    prescriptionPaths.details,
    { schema: { params: appointmentParams, querystring: scopeQuery, response: { 200: prescriptionResponseSchema } } },
    async (request) => prescriptions.details(actorOf(request).user, request.params.appointmentId, request.query.cqDoctor),
  );

  app.put(
    prescriptionPaths.commit,
    {
      schema: {
        params: appointmentParams,
        querystring: scopeQuery,
        body: commitPrescriptionBodySchema,
        response: { 200: prescriptionResponseSchema },
      },
    },
    async (request) =>
      prescriptions.commit(actorOf(request).user, request.params.appointmentId, request.body, request.query.cqDoctor),
  );

  app.get(
    prescriptionPaths.savedMedicines,
    {
      schema: {
        description: "Designed here (the spec has only the PUT): the doctor's saved medicine names.",
        querystring: scopeQuery,
        response: { 200: savedMedicinesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      medicines: await prescriptions.savedMedicines(actorOf(request).user, request.query.cqDoctor),
    }),
  );

  app.put(
    prescriptionPaths.savedMedicines,
    { schema: { querystring: scopeQuery, body: savedMedicinesBodySchema, response: { 200: savedMedicinesResponseSchema } } },
    async (request) => ({
      success: true as const,
      medicines: await prescriptions.setSavedMedicines(actorOf(request).user, request.body.medicines, request.query.cqDoctor),
    }),
  );
};

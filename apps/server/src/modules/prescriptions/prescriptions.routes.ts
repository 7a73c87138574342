import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commitPrescriptionBodySchema,
  prescriptionParamsSchema,
  prescriptionPaths,
  prescriptionResponseSchema,
  prescriptionScopeQuerySchema,
  savedMedicinesBodySchema,
  savedMedicinesResponseSchema,
} from '@tabib/contracts/prescriptions';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** The record-access gate (roles table, practice), then the practice's appointment and its patient. */
const prescriptionRefusals = ['DoctorNotAuthorizedAction', 'notFound'] as const;

/** Spec 2 section 7, prescriptions and the doctor's saved medicine names. */
export const prescriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prescriptions } = app.services;
  tagRoutes(app, 'prescriptions');

  app.get(
    prescriptionPaths.details,
    {
      schema: {
        operationId: 'getPrescription',
        errors: prescriptionRefusals,
        params: prescriptionParamsSchema,
        querystring: prescriptionScopeQuerySchema,
        response: { 200: prescriptionResponseSchema },
      },
    },
    async (request) => prescriptions.details(actorOf(request).user, request.params.appointmentId, request.query.cqDoctor),
  );

  app.put(
    prescriptionPaths.commit,
    {
      config: { idempotent: true },
      schema: {
        operationId: 'savePrescription',
        errors: prescriptionRefusals,
        params: prescriptionParamsSchema,
        querystring: prescriptionScopeQuerySchema,
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
        operationId: 'listSavedMedicines',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: prescriptionScopeQuerySchema,
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
    {
      schema: {
        operationId: 'replaceSavedMedicines',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: prescriptionScopeQuerySchema,
        body: savedMedicinesBodySchema,
        response: { 200: savedMedicinesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      medicines: await prescriptions.setSavedMedicines(actorOf(request).user, request.body.medicines, request.query.cqDoctor),
    }),
  );
};

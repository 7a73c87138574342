import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultationReasonBodySchema,
  consultationReasonEnableBodySchema,
  consultationReasonListResponseSchema,
  consultationReasonOrderBodySchema,
  consultationReasonParamsSchema,
  consultationReasonPaths,
  consultationReasonResponseSchema,
} from '@tabib/contracts/consultation-reasons';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

const designed = 'Designed here (spec 3 does not show the path).';
/** Who may read or write the practice's reasons (the capability table, practice scope). */
const refusals = ['forbidden', 'DoctorNotAuthorizedAction'] as const;

/** Spec 3 "Consultation reasons": the doctor's own list. Writes are DOC-ALL; clinic accounts have none. */
export const consultationReasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { consultationReasons } = app.services;
  tagRoutes(app, 'consultation-reasons');

  app.get(
    consultationReasonPaths.list,
    {
      schema: {
        description: `${designed} The practice's reasons that are not deleted, in their order. 403 forbidden for clinic accounts.`,
        operationId: 'listConsultationReasons',
        errors: refusals,
        response: { 200: consultationReasonListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, consultationReasons: await consultationReasons.list(actorOf(request).user) }),
  );

  app.post(
    consultationReasonPaths.create,
    {
      config: { idempotent: true },
      schema: {
        description: `${designed} DOC-ALL. Waits for the operator's validation, placed last. 409 consultationReasonColorTaken.`,
        operationId: 'createConsultationReason',
        errors: [...refusals, 'consultationReasonColorTaken'],
        body: consultationReasonBodySchema,
        response: { 201: consultationReasonResponseSchema },
      },
    },
    async (request, reply) => {
      const consultationReason = await consultationReasons.create(actorOf(request).user, request.body);
      return reply.status(201).send({ success: true as const, consultationReason });
    },
  );

  app.put(
    consultationReasonPaths.order,
    {
      schema: {
        description: `${designed} DOC-ALL. ids: validated reasons in their new order; the others follow. 409 consultationReasonNotValidated.`,
        operationId: 'reorderConsultationReasons',
        errors: [...refusals, 'notFound', 'consultationReasonNotValidated'],
        body: consultationReasonOrderBodySchema,
        response: { 200: consultationReasonListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      consultationReasons: await consultationReasons.reorder(actorOf(request).user, request.body.ids),
    }),
  );

  app.put(
    consultationReasonPaths.update,
    {
      schema: {
        description: `${designed} DOC-ALL. A new title (or any edit of a rejected reason) goes back to validation. 409 consultationReasonColorTaken, consultationReasonLastEnabled.`,
        operationId: 'updateConsultationReason',
        errors: [...refusals, 'notFound', 'consultationReasonColorTaken', 'consultationReasonLastEnabled'],
        params: consultationReasonParamsSchema,
        body: consultationReasonBodySchema,
        response: { 200: consultationReasonResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      consultationReason: await consultationReasons.update(actorOf(request).user, request.params.reasonId, request.body),
    }),
  );

  app.put(
    consultationReasonPaths.enable,
    {
      schema: {
        description: `${designed} DOC-ALL. 409 consultationReasonLastEnabled when it would leave no enabled, validated reason.`,
        operationId: 'setConsultationReasonEnabled',
        errors: [...refusals, 'notFound', 'consultationReasonLastEnabled'],
        params: consultationReasonParamsSchema,
        body: consultationReasonEnableBodySchema,
        response: { 200: consultationReasonResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      consultationReason: await consultationReasons.setEnabled(
        actorOf(request).user,
        request.params.reasonId,
        request.body.isEnabled,
      ),
    }),
  );

  app.delete(
    consultationReasonPaths.remove,
    {
      schema: {
        description: `${designed} DOC-ALL. Soft delete; appointments keep their reason. 409 consultationReasonLastEnabled.`,
        operationId: 'deleteConsultationReason',
        errors: [...refusals, 'notFound', 'consultationReasonLastEnabled'],
        params: consultationReasonParamsSchema,
        response: { 200: consultationReasonResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      consultationReason: await consultationReasons.remove(actorOf(request).user, request.params.reasonId),
    }),
  );
};

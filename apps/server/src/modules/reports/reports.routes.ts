import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportBodySchema,
  reportListResponseSchema,
  reportParamsSchema,
  reportPaths,
  reportResponseSchema,
  reportScopeQuerySchema,
} from '@tabib/contracts/reports';
import { patientParamsSchema } from '@tabib/contracts/patients';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** The record-access gate (roles table, practice, the practice's patient) and the report of that practice. */
const reportRefusals = ['DoctorNotAuthorizedAction', 'notFound'] as const;

/** Spec 2 section 7, reports. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;
  tagRoutes(app, 'reports');

  app.get(
    reportPaths.list,
    {
      schema: {
        operationId: 'listReports',
        errors: reportRefusals,
        params: patientParamsSchema,
        querystring: reportScopeQuerySchema,
        response: { 200: reportListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      reports: await reports.list(actorOf(request).user, request.params.patientId, request.query.cqDoctor),
    }),
  );

  app.post(
    reportPaths.create,
    {
      config: { idempotent: true },
      schema: {
        operationId: 'createReport',
        errors: reportRefusals,
        params: patientParamsSchema,
        querystring: reportScopeQuerySchema,
        body: reportBodySchema,
        response: { 201: reportResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await reports.create(actorOf(request).user, request.params.patientId, request.body, request.query.cqDoctor);
      return reply.status(201).send({ success: true as const, report });
    },
  );

  app.put(
    reportPaths.update,
    {
      schema: {
        operationId: 'updateReport',
        errors: reportRefusals,
        params: reportParamsSchema,
        querystring: reportScopeQuerySchema,
        body: reportBodySchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      report: await reports.update(actorOf(request).user, request.params.reportId, request.body, request.query.cqDoctor),
    }),
  );

  app.delete(
    reportPaths.remove,
    {
      schema: {
        operationId: 'deleteReport',
        errors: reportRefusals,
        params: reportParamsSchema,
        querystring: reportScopeQuerySchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      report: await reports.remove(actorOf(request).user, request.params.reportId, request.query.cqDoctor),
    }),
  );
};

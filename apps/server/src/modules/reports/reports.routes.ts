import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportBodySchema, reportListResponseSchema, reportPaths, reportResponseSchema } from '@tabib/contracts/reports';
import { actorOf } from '../../plugins/auth-context';

const patientParams = z.object({ patientId: z.string() });
const reportParams = z.object({ reportId: z.string() });
const scopeQuery = z.object({ cqDoctor: z.string().optional() });

/** Spec 2 section 7, reports. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;

  app.get(
    reportPaths.list,
    { schema: { params: patientParams, querystring: scopeQuery, response: { 200: reportListResponseSchema } } },
    async (request) => ({
      success: true as const,
      reports: await reports.list(actorOf(request).user, request.params.patientId, request.query.cqDoctor),
    }),
  );

  app.post(
    reportPaths.create,
    {
      schema: { params: patientParams, querystring: scopeQuery, body: reportBodySchema, response: { 201: reportResponseSchema } },
    },
    async (request, reply) => {
      const report = await reports.create(actorOf(request).user, request.params.patientId, request.body, request.query.cqDoctor);
      return reply.status(201).send({ success: true as const, report });
    },
  );

  app.put(
    reportPaths.update,
    {
      schema: { params: reportParams, querystring: scopeQuery, body: reportBodySchema, response: { 200: reportResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      report: await reports.update(actorOf(request).user, request.params.reportId, request.body, request.query.cqDoctor),
    }),
  );

  app.delete(
    reportPaths.remove,
    { schema: { params: reportParams, querystring: scopeQuery, response: { 200: reportResponseSchema } } },
    async (request) => ({
      success: true as const,
      report: await reports.remove(actorOf(request).user, request.params.reportId, request.query.cqDoctor),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkRemoveRollbackActionsResponseSchema,
  bulkRemoveRollbackActionsSchema,
  commitRollbackActionParamsSchema,
  commitRollbackActionSchema,
  listRollbackActionsQuerySchema,
  removeRollbackActionResponseSchema,
  rollbackActionParamsSchema,
  rollbackActionPaths,
  rollbackActionResponseSchema,
  rollbackActionScopeQuerySchema,
  rollbackActionsPageSize,
  rollbackActionsResponseSchema,
} from '@tabib/contracts/rollback-actions';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Spec 1 section 7 and spec 2 section 7: the failed-actions drawer. */
export const rollbackActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rollbackActions } = app.services;
  tagRoutes(app, 'rollback-actions');

  app.post(
    rollbackActionPaths.commit,
    {
      schema: {
        description:
          'Saves an action made offline that the server refused on replay. Saved once per localKey and practice: saving it again answers the stored action. Clinic accounts save for `cqDoctor`.',
        operationId: 'commitRollbackAction',
        errors: ['DoctorNotAuthorizedAction'],
        params: commitRollbackActionParamsSchema,
        querystring: rollbackActionScopeQuerySchema,
        body: commitRollbackActionSchema,
        response: { 201: rollbackActionResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rollbackActions.commit(actorOf(request).user, request.params.entity, request.body, request.query.cqDoctor)),
  );

  app.get(
    rollbackActionPaths.list,
    {
      schema: {
        description: `The practice's failed actions not removed, newest first, ${rollbackActionsPageSize} a page. Clinic accounts read the doctor named by \`userId\`.`,
        operationId: 'listRollbackActions',
        errors: ['DoctorNotAuthorizedAction'],
        querystring: listRollbackActionsQuerySchema,
        response: { 200: rollbackActionsResponseSchema },
      },
    },
    async (request) => rollbackActions.list(actorOf(request).user, request.query),
  );

  app.put(
    rollbackActionPaths.remove,
    {
      schema: {
        description: 'Removes one failed action from the list; clinic accounts may not.',
        operationId: 'removeRollbackAction',
        errors: ['DoctorNotAuthorizedAction', 'notFound'],
        params: rollbackActionParamsSchema,
        response: { 200: removeRollbackActionResponseSchema },
      },
    },
    async (request) => rollbackActions.remove(actorOf(request).user, request.params.id),
  );

  app.put(
    rollbackActionPaths.bulkRemove,
    {
      schema: {
        description: 'Removes every listed failed action of these types and answers how many; clinic accounts may not.',
        operationId: 'bulkRemoveRollbackActions',
        errors: ['DoctorNotAuthorizedAction'],
        body: bulkRemoveRollbackActionsSchema,
        response: { 200: bulkRemoveRollbackActionsResponseSchema },
      },
    },
    async (request) => rollbackActions.removeTypes(actorOf(request).user, request.body.types),
  );
};

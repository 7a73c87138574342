import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appUserResponseSchema,
  appUsersResponseSchema,
  blockUserBodySchema,
  deleteUserResponseSchema,
  setAllowAllBodySchema,
  userParamsSchema,
  userPaths,
} from '@tabib/contracts/users';
import { createAssistantBodySchema } from '@tabib/contracts/users-input';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Every users route acts for the acting doctor's practice: other accounts are refused. */
const refusals = ['forbidden', 'DoctorNotAuthorizedAction'] as const;

/** Spec 3 section 7, Users: the acting doctor's assistants. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  tagRoutes(app, 'users');

  app.get(
    userPaths.list,
    {
      schema: {
        description:
          'The assistants of the acting doctor (independent practices; clinic accounts and clinic doctors get 403 forbidden). ASS assistants get 403.',
        operationId: 'listAssistants',
        errors: refusals,
        response: { 200: appUsersResponseSchema },
      },
    },
    async (request) => ({ success: true as const, result: { appUsers: await users.list(actorOf(request).user) } }),
  );

  app.post(
    userPaths.create,
    {
      config: { idempotent: true },
      schema: {
        description:
          'DOC-ALL only. Answers 200 (spec). The assistant must choose a new password at first sign-in; AS-DOCTOR starts without allowAll. 409 userEmailExists.',
        operationId: 'createAssistant',
        errors: [...refusals, 'userEmailExists'],
        body: createAssistantBodySchema,
        response: { 200: appUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      code: 'userCreated',
      appUser: await users.create(actorOf(request).user, request.body),
    }),
  );

  app.put(
    userPaths.block,
    {
      schema: {
        description:
          "DOC-ALL only. status true blocks (every session of the assistant ends at once), false unblocks. Another practice's user is 404 notFound.",
        operationId: 'setAssistantBlocked',
        errors: [...refusals, 'notFound'],
        body: blockUserBodySchema,
        response: { 200: appUserResponseSchema },
      },
    },
    async (request) => {
      const appUser = await users.block(actorOf(request).user, request.body.userId, request.body.status);
      return { success: true as const, code: request.body.status ? 'userBlocked' : 'userUnblocked', appUser };
    },
  );

  app.put(
    userPaths.allowAll,
    {
      schema: {
        description:
          "DOC-ALL only (issue 22). allowAll true grants an AS-DOCTOR assistant full rights (DOC-ALL), false makes it read-only (DOC-DEA); its open sessions stay and follow at once. A plain ASSISTANT or oneself is 403 forbidden; another practice's user is 404 notFound.",
        operationId: 'setAssistantAllowAll',
        errors: [...refusals, 'notFound'],
        params: userParamsSchema,
        body: setAllowAllBodySchema,
        response: { 200: appUserResponseSchema },
      },
    },
    async (request) => {
      const appUser = await users.setAssistantAllowAll(actorOf(request).user, request.params.id, request.body.allowAll);
      return { success: true as const, code: appUser.allowAll ? 'userAllowAllGranted' : 'userAllowAllWithdrawn', appUser };
    },
  );

  app.delete(
    userPaths.remove,
    {
      schema: {
        description:
          "DOC-ALL only. Soft delete: the assistant's sessions end and the e-mail is free again. Another practice's user is 404 notFound.",
        operationId: 'deleteAssistant',
        errors: [...refusals, 'notFound'],
        params: userParamsSchema,
        response: { 200: deleteUserResponseSchema },
      },
    },
    async (request) => {
      await users.remove(actorOf(request).user, request.params.id);
      return { success: true as const, code: 'userDeleted' as const };
    },
  );
};

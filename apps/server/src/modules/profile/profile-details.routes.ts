import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editRequestBodySchema,
  editRequestListResponseSchema,
  generalInfoBodySchema,
  infosChangeSchema,
  profileDetailsPaths,
  profileDetailsResponseSchema,
  successResponseSchema,
} from '@tabib/contracts/profile-details';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

const refused = '403 DoctorNotAuthorizedAction for clinic accounts and units';

/** Spec 3 section 7: the doctor profile of the settings index and its edit requests. */
export const profileDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profileDetails, profileEditRequests } = app.services;
  tagRoutes(app, 'profile');

  app.get(
    profileDetailsPaths.details,
    {
      schema: {
        description: `The acting doctor's profile (an assistant sees the employer's). ${refused}.`,
        operationId: 'getProfileDetails',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: profileDetailsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, profileDetails: await profileDetails.details(actorOf(request).user) }),
  );

  app.put(
    profileDetailsPaths.details,
    {
      schema: {
        description: `Same as an 'infos' edit request (the spec does not show this body): waits for the operator. DOC-ALL; ${refused}. 409 editRequestPending, 409 userEmailExists.`,
        operationId: 'requestIdentityChange',
        errors: ['DoctorNotAuthorizedAction', 'editRequestPending', 'userEmailExists'],
        body: infosChangeSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await profileEditRequests.request(actorOf(request).user, { requestSlug: 'infos', dataToBeChanged: request.body });
      return { success: true as const };
    },
  );

  app.put(
    profileDetailsPaths.generalInfo,
    {
      schema: {
        description: `Biography and spoken languages (codes of GET /common/languages), applied at once. DOC-ALL; ${refused}.`,
        operationId: 'updateGeneralInfo',
        errors: ['DoctorNotAuthorizedAction'],
        body: generalInfoBodySchema,
        response: { 200: profileDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      profileDetails: await profileDetails.updateGeneralInfo(actorOf(request).user, request.body),
    }),
  );

  app.post(
    profileDetailsPaths.editRequests,
    {
      schema: {
        description: `Asks the operator to change identity fields ('infos') or the diplomas ('diplomas'). DOC-ALL; ${refused}. One pending request per slug: 409 editRequestPending. 409 userEmailExists; 400 validationFailed for an unknown speciality, wilaya or commune.`,
        operationId: 'createEditRequest',
        errors: ['DoctorNotAuthorizedAction', 'editRequestPending', 'userEmailExists'],
        body: editRequestBodySchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await profileEditRequests.request(actorOf(request).user, request.body);
      return { success: true as const };
    },
  );

  app.get(
    profileDetailsPaths.editRequests,
    {
      schema: {
        description: `The doctor's last 50 edit requests, newest first, with their status and the operator's note. ${refused}.`,
        operationId: 'listEditRequests',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: editRequestListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, editRequests: await profileEditRequests.listOwn(actorOf(request).user) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  geoPositionResponseSchema,
  geoPositionSchema,
  mapConfigResponseSchema,
  officeLocationPaths,
} from '@tabib/contracts/office-location';
import { actorOf } from '../../plugins/auth-context';
import { tagRoutes } from '../../plugins/openapi';

/** Spec 3 sections 2 and 7: the GPS page's calls. */
export const officeLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { officeLocation } = app.services;
  tagRoutes(app, 'office-location');

  app.get(
    officeLocationPaths.geoPosition,
    {
      schema: {
        description: 'Designed here (the spec shows only the PUT): the saved office position of the practice doctor, or null.',
        operationId: 'getOfficePosition',
        errors: ['DoctorNotAuthorizedAction'],
        response: { 200: geoPositionResponseSchema },
      },
    },
    async (request) => ({ success: true as const, position: await officeLocation.get(actorOf(request).user) }),
  );

  app.put(
    officeLocationPaths.geoPosition,
    {
      // Any refusal of the body is geoPositionInvalid (the service parses it), not validationFailed.
      attachValidation: true,
      schema: {
        description: 'Saves the office position {lat, lng} (WGS 84 degrees); DOC-ALL only.',
        operationId: 'saveOfficePosition',
        errors: ['DoctorNotAuthorizedAction', 'geoPositionInvalid'],
        body: geoPositionSchema,
        response: { 200: geoPositionResponseSchema },
      },
    },
    async (request) => ({ success: true as const, position: await officeLocation.save(actorOf(request).user, request.body) }),
  );

  app.get(
    officeLocationPaths.mapConfig,
    {
      schema: {
        description: 'Designed here: the tile server of the map (MAP_TILE_URL) and its attribution.',
        operationId: 'getMapConfig',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async () => officeLocation.mapConfig(),
  );
};

import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiBasePath } from '@tabib/contracts/auth';
import { createOperationTransform, sessionScheme } from './openapi-operation';

export const openApiPath = `${apiBasePath}/openapi.json`;
/** The browsable reference (Swagger UI), when `API_REFERENCE` allows it. */
export const apiReferencePath = `${apiBasePath}/reference`;

/** The groups of operations, one per server module; every route is tagged with one (`tagRoutes`). */
export const apiTags = {
  health: 'Readiness of the server.',
  auth: 'Sign-in, the session, the first-login steps and password reset.',
  users: "The acting doctor's assistants.",
  'clinic-users': "The clinic's users and doctors (/clinic-users).",
  preferences: 'E-mail notices and password of the signed-in account.',
  appointments: 'The calendar: appointments, their status and history.',
  schedule: 'The weekly schedule and the days off.',
  patients: 'Patient records: identity, medical profile, visit history, access log.',
  suggestions: 'Reference names (chronic diseases, medicines, surgeries, allergies) for the medical profile.',
  payments: "The acts of a patient's record and their payments.",
  'medical-files': "The files of a patient's record.",
  reports: "The medical reports of a patient's record.",
  prescriptions: 'Prescriptions of an appointment and the saved medicine names.',
  'reference-data': 'Specialities, wilayas and communes, languages.',
  profile: "The doctor's profile details and edit requests.",
  avatars: "Doctors' pictures.",
  'office-location': "The office's position on the map.",
  'consultation-reasons': "The practice's consultation reasons.",
  'rollback-actions': 'Failed actions: calendar writes made offline that the server refused on replay.',
  public: "The patient's booking page: no session.",
  notifications: "The header bell: the signed-in user's notifications.",
  teleconsultation: 'The video call of a teleconsultation appointment.',
  uploads: 'Presigned uploads: an address to send a file to, checked when a form names it.',
  'clinic-profile': "The clinic's profile: name, description, phones, e-mail, gallery and cover.",
  'clinic-dashboard': "The clinic admin's dashboard: the clinic's figures over a period.",
  subscription: "The account's subscription: welcome period, offers, invoices and their instalments.",
} as const;
export type ApiTag = keyof typeof apiTags;

/** Tags every route a module registers after this call. */
export function tagRoutes(app: FastifyInstance, tag: ApiTag) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}

/**
 * The OpenAPI description of every route, built from the same zod schemas that validate
 * requests and shape answers (so it cannot drift from the code), completed by
 * openapi-operation.ts with what each operation can refuse and the security it has. The API
 * tests check every answer against it (test/contract-check.ts). Where the spec leaves a path
 * or body "not shown", the route's own `description` says it was designed here.
 */
export const openApiPlugin = fp<{ apiReference: boolean }>(async (app, { apiReference }) => {
  const isAuthenticated = (method: string, url: string) =>
    app.protectedRoutes.some((route) => route.method === method && route.url === url);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tabib API',
        version: '1',
        description:
          'Practice management for doctors, assistants and clinics. Every refusal answers `{ success: false, code }` with one of the codes its status lists; `validationFailed` may add `issues`.',
      },
      servers: [
        {
          url: '/',
          description: 'The server that serves this document (local, staging or production alike).',
          'x-internal': false,
        } as { url: string; description: string },
      ],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token answered by sign-in (an opaque session token).',
          },
        },
      },
      security: [{ [sessionScheme]: [] }],
    },
    transform: createOperationTransform(isAuthenticated),
  });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
  if (apiReference) {
    await app.register(swaggerUi, { routePrefix: apiReferencePath, uiConfig: { deepLinking: true } });
  }
});

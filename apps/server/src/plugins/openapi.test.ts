import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from 'openapi-backend';
import { errorCodes } from '@tabib/contracts/errors';
import type { App } from '../app';
import { assertValidOpenApi } from '../test/contract-check';
import { createTestApp } from '../test/test-app';
import { apiReferencePath, apiTags, openApiPath } from './openapi';

type Schema = {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  enum?: unknown[];
  items?: Schema;
};
type Response = { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> };
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const publicOperations = [
  'POST /api/v1/doctors/auth',
  'POST /api/v1/doctors/check-token-validity',
  'POST /api/v1/doctors/forgot-password',
  'POST /api/v1/doctors/reset-password',
  'POST /api/v1/doctors/reset-password/check',
  'GET /healthz',
  'GET /api/v1/avatars/{doctorId}/{fileId}',
  'GET /api/v1/public/doctors/{slug}',
  'GET /api/v1/public/doctors/{slug}/slots',
  'POST /api/v1/public/doctors/{slug}/appointments',
  'GET /api/v1/public/proof-of-work/challenge',
  'GET /api/v1/public/cancel-links/{token}',
  'POST /api/v1/public/cancel-links/{token}',
  'POST /api/v1/public/sms/delivery-reports',
  // The patient's short link and join link to a teleconsultation (issue 16).
  'GET /api/v1/doctors/services/shortner/rendez-vous-shortner',
  'GET /api/v1/public/videocall/{token}',
  // A card payment's receipt and its PDF, by the receipt's signed link (issue 18).
  'GET /api/v1/public/receipts/{token}',
  'GET /api/v1/public/receipts/{token}/pdf',
  // The local stand-in for S3's presigned upload (its signature is the authority) and the clinic images (issue 17).
  'PUT /api/v1/uploads/local/{folderId}/{fileId}',
  'GET /api/v1/clinics/images/{clinicId}/{fileId}',
];

function codesOf(response: Response | undefined): unknown[] {
  return response?.content?.['application/json']?.schema.properties?.code?.enum ?? [];
}

/** Every schema (a node with a `type`) in a part of the document. */
function schemasIn(value: unknown, found: Schema[] = []): Schema[] {
  if (Array.isArray(value)) value.forEach((item) => schemasIn(item, found));
  else if (value && typeof value === 'object') {
    if (typeof (value as Schema).type === 'string') found.push(value as Schema);
    Object.values(value).forEach((child) => schemasIn(child, found));
  }
  return found;
}

describe('OpenAPI description', () => {
  let app: App;
  let document: OpenApiDocument;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
  const operation = (method: string, path: string) => document.paths[path]![method]!;

  beforeAll(async () => {
    app = await createTestApp('pglite');
    const response = await app.inject({ method: 'GET', url: openApiPath });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => app.close());

  it('is public, valid OpenAPI, and lists every protected route', async () => {
    expect(document.openapi).toMatch(/^3\./);
    await assertValidOpenApi(document as unknown as Document);
    for (const { method, url } of app.protectedRoutes) {
      expect(document.paths[toOpenApi(url)]?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
    }
  });

  it('gives every operation a unique operationId and a declared tag', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations()) {
      expect(operation.tags, name).toHaveLength(1);
      expect(Object.keys(apiTags), name).toContain(operation.tags![0]);
    }
  });

  it('says which operations need the session: sign-in, token check, password reset, readiness and avatars do not', () => {
    for (const { name, operation } of operations()) {
      expect(operation.security, name).toEqual(publicOperations.includes(name) ? [] : [{ session: [] }]);
    }
  });

  it('lists the refusals of every operation, each status with its codes from the catalogue', () => {
    for (const { name, operation } of operations()) {
      const { responses } = operation;
      expect(codesOf(responses['500']), name).toEqual(['internalServerError']);
      for (const [status, response] of Object.entries(responses)) {
        // readiness answers load balancers in its own words
        if (Number(status) < 400 || `${name} ${status}` === 'GET /healthz 503') continue;
        expect(codesOf(response).length, `${name} ${status}`).toBeGreaterThan(0);
        for (const code of codesOf(response)) expect(errorCodes, `${name} ${status}`).toContain(code);
      }
      if (publicOperations.includes(name)) continue;
      expect(codesOf(responses['401']), name).toContain('TokenCoreValidationFailed');
    }
    // the session's first-login gate spares the first-login steps themselves
    expect(codesOf(operation('get', '/api/v1/doctors/appointments/{id}').responses['403'])).toContain('firstLoginRequired');
    expect(codesOf(operation('put', '/api/v1/doctors/accept-terms').responses['403'])).not.toContain('firstLoginRequired');
    // a body read is a body refused: not JSON, too large, of another type
    const update = operation('put', '/api/v1/doctors/appointments/{id}').responses;
    expect(codesOf(update['400'])).toEqual(expect.arrayContaining(['validationFailed', 'requiredFields', 'InvalidDuration']));
    expect(codesOf(update['409'])).toEqual(expect.arrayContaining(['slotAlreadyBooked', 'appointmentNotBooked']));
    expect(codesOf(update['413'])).toEqual(['payloadTooLarge']);
    expect(Object.keys(operation('get', '/api/v1/doctors/preferences').responses)).not.toContain('400');
    const signIn = operation('post', '/api/v1/doctors/auth').responses;
    expect(codesOf(signIn['429'])).toEqual(['tooManyRequest']);
    expect(signIn['429']!.headers).toHaveProperty('Retry-After');
    expect(codesOf(signIn['401'])).toEqual(['invalidCredentials', 'signInNeedsUserBox', 'signInWithoutUserBox']);
  });

  it('describes and closes the bodies the services check themselves', () => {
    const bodies = {
      'post /api/v1/doctors/appointments/create-new-appointment': [
        'consultationReason',
        'startAt',
        'duration',
        'appointment_ui_id',
      ],
      'put /api/v1/doctors/appointments/{id}': ['newValues'],
      'put /api/v1/doctors/appointments/{id}/status': ['status', 'isNotify'],
      'put /api/v1/doctors/schedule/web': ['weeklySchedule', 'mode'],
      'put /api/v1/doctors/schedule/daysoff': ['daysNoWork', 'vacancy'],
    };
    for (const [name, properties] of Object.entries(bodies)) {
      const [method, path] = name.split(' ') as [string, string];
      const schema = operation(method, path).requestBody?.content['application/json']?.schema;
      expect(Object.keys(schema?.properties ?? {}), name).toEqual(expect.arrayContaining(properties));
      expect(schema?.additionalProperties, name).toBe(false);
    }
  });

  it('closes every object of every request body, and gives every integer its width', () => {
    for (const { name, operation } of operations()) {
      for (const object of schemasIn(operation.requestBody).filter((schema) => schema.type === 'object' && schema.properties)) {
        expect(object.additionalProperties, name).toBeDefined();
      }
      for (const integer of schemasIn(operation).filter((schema) => schema.type === 'integer')) {
        expect(['int32', 'int64'], name).toContain(integer.format);
      }
    }
  });

  it('describes the file uploads as multipart bodies and the file contents as bytes', () => {
    const upload = operation('post', '/api/v1/doctors/patients/folder/medical-files/{patientId}/upload');
    const form = upload.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties?.document).toMatchObject({ type: 'string', format: 'binary' });
    expect(codesOf(upload.responses['413'])).toContain('LIMIT_FILE_SIZE');
    const avatar = operation('put', '/api/v1/doctors/update-avatar').requestBody?.content['multipart/form-data']?.schema;
    expect(avatar?.properties?.avatar).toMatchObject({ type: 'string', format: 'binary' });
    const content = operation('get', '/api/v1/doctors/patients/folder/medical-files/{documentId}/content').responses['200'];
    expect(Object.keys(content?.content ?? {})).toContain('application/pdf');
  });

  it('serves the browsable reference, unless API_REFERENCE turns it off', async () => {
    const page = await app.inject({ method: 'GET', url: `${apiReferencePath}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await app.inject({ method: 'GET', url: `${apiReferencePath}/json` })).json()).toEqual(document);

    const closed = await createTestApp('pglite', { config: { apiReference: false } });
    try {
      expect((await closed.inject({ method: 'GET', url: `${apiReferencePath}/` })).statusCode).toBe(404);
      expect((await closed.inject({ method: 'GET', url: openApiPath })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

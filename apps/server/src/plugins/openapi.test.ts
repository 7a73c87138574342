import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { openApiPath } from './openapi';

describe('OpenAPI description', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it('is public and lists every protected route with its schemas', async () => {
    const response = await app.inject({ method: 'GET', url: openApiPath });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    for (const { method, url } of app.protectedRoutes) {
      expect(document.paths[toOpenApi(url)]?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
    }
    // a route designed here (the spec shows no body): its body schema is described
    const create = document.paths['/api/v1/doctors/patients/create-new-patient']?.post;
    expect(JSON.stringify(create?.requestBody)).toContain('firstName');
    expect(Object.keys(create?.responses ?? {}).some((status) => status.startsWith('2'))).toBe(true);
  });
});

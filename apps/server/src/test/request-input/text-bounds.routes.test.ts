import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAppointmentSchema, updateAppointmentSchema } from '@tabib/contracts/appointment-input';
import { updateStatusSchema } from '@tabib/contracts/appointments';
import { saveDaysOffSchema, saveScheduleSchema } from '@tabib/contracts/schedule';
import { textLimits } from '@tabib/contracts/text-limits';
import type { App } from '../../app';
import { openApiPath } from '../../plugins/openapi';
import { freshIp } from '../auth-helpers';
import { sessionOf, type Session } from '../booking-helpers';
import { createTestApp } from '../test-app';
import { testBackends } from '../test-database';

type JsonSchema = { [key: string]: unknown };
type Operation = { parameters?: { name: string; in: string; schema?: JsonSchema }[]; requestBody?: JsonSchema };

/** Paths of the strings of a JSON schema without maxLength, enum or const (OWASP API4 "string-limit"). */
function unboundedStrings(schema: unknown, path: string, resolve: (ref: string) => unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as JsonSchema;
  if (typeof node.$ref === 'string') return unboundedStrings(resolve(node.$ref), path, resolve, seen);
  const isString = [node.type].flat().includes('string');
  const own = isString && node.maxLength === undefined && node.enum === undefined && node.const === undefined ? [path] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) =>
      typeof child === 'object' ? unboundedStrings(child, `${path}/${key}`, resolve, seen) : [],
    ),
  ];
}

/** Issue 21 point 4: every request string has a bound, and the bounds hold. */
describe('request strings are bounded', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it("in every operation's parameters and body of the API document", async () => {
    const document = (await app.inject({ method: 'GET', url: openApiPath })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const resolve = (ref: string) =>
      ref
        .split('/')
        .slice(1)
        .reduce<unknown>((node, key) => (node as JsonSchema)?.[key], document);
    const found = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => [
        ...(operation.parameters ?? []).flatMap((parameter) =>
          unboundedStrings(parameter.schema, `${method} ${url} ${parameter.in} ${parameter.name}`, resolve),
        ),
        ...unboundedStrings(operation.requestBody, `${method} ${url} body`, resolve),
      ]),
    );
    expect(found).toEqual([]);
  });

  it('in the bodies their services parse (the routes take them as loose objects)', () => {
    const found = Object.entries({
      createAppointmentSchema,
      updateAppointmentSchema,
      updateStatusSchema,
      saveScheduleSchema,
      saveDaysOffSchema,
    }).flatMap(([name, schema]) => unboundedStrings(z.toJSONSchema(schema, { io: 'input' }), name, () => undefined));
    expect(found).toEqual([]);
  });
});

describe.each(testBackends())('text limits on %s', (backend) => {
  let app: App;
  let doctor: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(() => app.close());

  const longEmail = (length: number) => `${'a'.repeat(length - '@tabib.test'.length)}@tabib.test`;

  it('refuses a 200,000-character e-mail address at forgot-password and sign-in', async () => {
    for (const [url, payload] of [
      ['/api/v1/doctors/forgot-password', { email: longEmail(200_000) }],
      ['/api/v1/doctors/auth', { email: longEmail(200_000), password: 'Demo.pass1' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, remoteAddress: freshIp(), payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        success: false,
        code: 'validationFailed',
        issues: [{ path: 'email', message: 'validation.tooLong' }],
      });
    }
    const atLimit = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: longEmail(textLimits.email + 1) },
    });
    expect(atLimit.statusCode).toBe(400);
  });

  it('refuses a search query or a free text over its limit', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v1${url}`, headers: doctor.headers, payload });
    const query = 'a'.repeat(textLimits.searchQuery + 1);
    expect((await call('GET', `/doctors/patients/query-lookup?query=${query}`)).statusCode).toBe(400);
    expect((await call('GET', `/common/medicines?query=${query}`)).statusCode).toBe(400);
    expect((await call('GET', `/common/medicines?query=${query.slice(1)}`)).statusCode).toBe(200);
    const biography = 'b'.repeat(textLimits.biography + 1);
    const general = await call('PUT', '/doctors/profile/details/gi', { biography, languages: [] });
    expect(general.statusCode).toBe(400);
    expect(general.json().issues).toEqual([{ path: 'biography', message: 'validation.tooLong' }]);
  });
});

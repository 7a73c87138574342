import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { checkAnswersAgainstDocument } from './contract-answers';
import type { ContractRecord } from './contract-check';
import { contractCoverageOf } from './contract-coverage';

/** A small app whose routes answer what their schema says, or not, checked like the API tests' apps. */
async function appWithContract() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, { openapi: { info: { title: 'contract', version: '1' } }, transform: jsonSchemaTransform });
  const thing = z.object({ name: z.string() });
  app.get(
    '/things/:id',
    { schema: { operationId: 'getThing', params: z.object({ id: z.string() }), response: { 200: thing, 404: thing } } },
    async (request, reply) => {
      const { id } = request.params;
      const untyped = reply as FastifyReply;
      // Sent as they are, past the route's serializer: what a broken handler or hook could do.
      const raw = (status: number, body: unknown) =>
        untyped.status(status).type('application/json').serializer(JSON.stringify).send(body);
      if (id === 'teapot') return raw(418, { name: 'teapot' });
      if (id === 'numbered') return raw(200, { name: 3 });
      if (id === 'text') return untyped.type('text/plain').send('a thing');
      return { name: id };
    },
  );
  app.get('/hidden', { schema: { hide: true } }, async () => ({ anything: true }));
  await app.ready();
  await checkAnswersAgainstDocument(app as unknown as App);
  return app;
}

describe('the contract check of the API tests', () => {
  let app: Awaited<ReturnType<typeof appWithContract>>;
  beforeAll(async () => {
    app = await appWithContract();
  });
  afterAll(() => app.close());

  it('lets through an answer the document describes', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/lamp?detail=1' });
    expect(response.json()).toEqual({ name: 'lamp' });
  });

  it('fails on a status the operation does not list', async () => {
    await expect(app.inject({ method: 'GET', url: '/things/teapot' })).rejects.toThrow(
      /GET \/things\/teapot answered 418, a status getThing \(GET \/things\/\{id\}\) does not document \(it lists 200, 404\)/,
    );
  });

  it('fails on a body that does not match the status schema', async () => {
    await expect(app.inject({ method: 'GET', url: '/things/numbered' })).rejects.toThrow(/\/name must be string/);
  });

  it('fails on a media type the status does not document', async () => {
    await expect(app.inject('/things/text')).rejects.toThrow(/as text\/plain; getThing .* documents application\/json/);
  });

  it('leaves alone what the document does not describe', async () => {
    expect((await app.inject({ method: 'GET', url: '/hidden' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
  });
});

describe('the coverage of the document by the API tests', () => {
  it('joins the records of every test file and names the operations no answer exercised', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-records-'));
    try {
      const operations = ['listA', 'getA', 'deleteA'].map((operationId) => ({
        operationId,
        method: 'get',
        path: `/${operationId}`,
      }));
      const records: ContractRecord[] = [
        { document: 'api', operations, exercised: ['listA'] },
        { document: 'api', operations, exercised: ['getA', 'listA'] },
        { document: 'other', operations: operations.slice(0, 1), exercised: ['listA'] },
      ];
      records.forEach((record, index) => writeFileSync(path.join(dir, `${index}.json`), JSON.stringify(record)));
      expect(contractCoverageOf(dir)).toEqual([
        { document: 'api', operations: 3, exercised: ['getA', 'listA'], neverCalled: ['deleteA (GET /deleteA)'] },
        { document: 'other', operations: 1, exercised: ['listA'], neverCalled: [] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

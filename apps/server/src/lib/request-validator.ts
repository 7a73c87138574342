import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { storableInputSchema } from '@tabib/contracts/storable-text';

/**
 * The zod type provider's validator behind one check that every request part (body, query,
 * params, headers) passes first, whatever its schema says: no text PostgreSQL cannot store.
 * Its refusal is an ordinary zod issue, so the error handler answers it as validationFailed.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storableInputSchema.pipe(route.schema) });

import { z } from 'zod';

/**
 * Every id the server hands out is a PostgreSQL uuid. A request id of any other shape is
 * refused here, before a query could make PostgreSQL throw: the message is the code
 * validationFailed, so bodies whose service answers the first issue's code (appointments,
 * schedule) answer it too; a missing one stays 'required' (their requiredFields). `guid`
 * rather than `uuid`: any 8-4-4-4-12 hex form, as the uuid column takes it, whatever its
 * version bits; the document still says `format: uuid`.
 */
export const idSchema = z
  .guid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validationFailed') })
  .max(36);

import { itemSchema, propertySchema, type AttackRequest } from './baseline-request';
import { idMappingOf, isPracticeId, type Position } from './id-positions';
import { malformedIds, pick, positionsOf, requestMutations, rngFor, valueMutations, withValue, type Case } from './mutations';
import type { JsonSchema, Operation } from './openapi-operations';
import type { PracticeIds } from './practice-objects';

/** How many cases of each kind one (role, operation) gets: the bound that keeps the file to minutes. */
export interface FuzzBudget {
  /** malformed ids tried in each id position */
  idsPerPosition: number;
  /** field mutations sampled among every (position, mutation) pair */
  fieldMutations: number;
  /** whole-request mutations (unknown fields, prototype keys, bodies of the wrong kind) */
  requestMutations: number;
}

export function schemaAt(operation: Operation, position: Position): JsonSchema | undefined {
  if (position.in === 'path') return operation.pathParams.find((parameter) => parameter.name === position.path[0])?.schema;
  if (position.in === 'query') return operation.queryParams.find((parameter) => parameter.name === position.path[0])?.schema;
  if (position.in === 'form') return propertySchema(operation.bodies['multipart/form-data'], String(position.path[0]));
  let schema: JsonSchema | undefined = operation.bodies['application/json'];
  for (const part of position.path) schema = typeof part === 'number' ? itemSchema(schema) : propertySchema(schema, part);
  return schema;
}

const where = (position: Position) => `${position.in}.${position.path.join('.')}`;

/**
 * The seeded cases of one operation for one role: malformed ids in every id position (another
 * practice's id among them), a sample of field mutations, a sample of whole-request mutations,
 * and last the unmutated baseline (it shows whether the mutations reached past validation).
 */
export function planCases(
  operation: Operation,
  baseline: AttackRequest,
  { seed, label, budget, foreign }: { seed: number; label: string; budget: FuzzBudget; foreign: PracticeIds },
): Case[] {
  const rng = rngFor(seed, label);
  const infos = positionsOf(baseline, (position) => schemaAt(operation, position));
  const cases: Case[] = [];
  for (const info of infos.filter((candidate) => candidate.isId)) {
    const mapping = idMappingOf(operation, info.position);
    const source = isPracticeId(mapping) ? mapping.source : undefined;
    const shape = isPracticeId(mapping) ? mapping.shape : undefined;
    for (const id of pick(rng, malformedIds, budget.idsPerPosition)) {
      const raw =
        id === 'foreign'
          ? (source && foreign[source]) || '00000000-0000-4000-8000-000000000000'
          : id === 'nul'
            ? `${String(info.value)}\u0000`
            : id;
      const value = shape === 'array' ? [raw] : shape === 'jsonList' ? JSON.stringify([raw]) : raw;
      cases.push({ label: `${where(info.position)}: malformed id ${id}`, request: withValue(baseline, info.position, value) });
    }
  }
  const fieldCandidates = infos.flatMap((info) =>
    valueMutations(info).map(([name, value]) => ({ label: `${where(info.position)}: ${name}`, position: info.position, value })),
  );
  for (const candidate of pick(rng, fieldCandidates, budget.fieldMutations)) {
    cases.push({ label: candidate.label, request: withValue(baseline, candidate.position, candidate.value) });
  }
  // an upload gets every kind of wrong body (content types, empty, truncated, executables); others a sample
  const wholeRequest = requestMutations(baseline);
  const chosen = operation.bodies['multipart/form-data'] ? wholeRequest : pick(rng, wholeRequest, budget.requestMutations);
  for (const [name, request] of chosen) cases.push({ label: name, request });
  cases.push({ label: 'baseline', request: baseline });
  return cases;
}

const destructive = /(delete|remove|block|change-of-state|status|password|accept-terms|patient-arrived)/;

/** Reads first, writes next, deletions and session-ending calls last: a role's own fixtures last until the end. */
export function fuzzOrder(operation: Operation): number {
  if (operation.path.endsWith('/logout')) return 3;
  if (operation.method === 'DELETE' || destructive.test(operation.path)) return 2;
  return operation.method === 'GET' ? 0 : 1;
}

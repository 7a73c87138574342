import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { sample } from 'openapi-sampler';
import { freshPhone } from '../booking-helpers';
import { avatarField } from '@tabib/contracts/avatar';
import { multipart, pdfFile, pngFile } from '../medical-file-fixtures';
import { idMappingOf, isIdPosition, isPracticeId, positionKey, type IdMapping, type Position } from './id-positions';
import type { JsonSchema, Operation } from './openapi-operations';

/** A request as the attack tests build, mutate and send it. */
export interface AttackRequest {
  method: string;
  pathValues: Record<string, string>;
  /** name/value pairs (a name may repeat) */
  query: [string, string][];
  body?:
    | { type: 'json'; value: unknown }
    | { type: 'form'; parts: FormPart[] }
    | { type: 'raw'; contentType?: string; payload: string | Buffer };
}

/** A multipart/form-data part: a text field or a file. */
export type FormPart = Parameters<typeof multipart>[0][number];

/** Gives the id an id position should hold (the acting practice's own object, or another's), or undefined. */
export type IdResolver = (mapping: IdMapping) => string | undefined;

/** Real ids of shared reference data (a speciality...), by field name. */
export type ReferenceIds = Record<string, string>;

let counter = 0;
const today = () => dayjs().format('DD/MM/YYYY');
const hex = (value: number) => value.toString(16).padStart(6, '0');

/**
 * Values the schemas cannot say (a phone that parses, a DD/MM/YYYY date, a free colour...), by
 * position key, key ending or field name, so the sampled request passes validation and each
 * mutation reaches the service. Applied only where the sampled value has the same type and the
 * schema gives no enum.
 */
const knownValues: Record<string, () => unknown> = {
  email: () => `fuzz-${++counter}@tabib.test`,
  phone: () => freshPhone(),
  birthday: () => '15/03/1990',
  date: today,
  // both password rules: the sign-in one (password.ts) and the assistant one (users.ts)
  password: () => 'Fuzzpass12',
  passwordConfirm: () => 'Fuzzpass12',
  currentPassword: () => 'Wrong.pass1',
  startAt: () => dayjs().add(60, 'day').hour(9).minute(0).second(0).millisecond(0).toISOString(),
  fromTime: () => dayjs().startOf('day').toISOString(),
  toTime: () => dayjs().add(7, 'day').startOf('day').toISOString(),
  lat: () => 36.75,
  lng: () => 3.06,
  state: () => '16',
  city: () => '1601',
  'states/{id}': () => '16',
  'dailySchedule[].startAt': () => '08:00',
  'dailySchedule[].endAt': () => '12:00',
  languages: () => ['fr'],
  color: () => `#${hex((++counter * 7919) % 0xffffff)}`,
  fr: () => 'Motif fuzz',
  duration: () => 20,
  price: () => 1000,
  total_amount: () => 10_000,
  amountPaid: () => 0,
  amount_paid: () => 100,
  sub_amount: () => 100,
  query: () => 'a',
  // the calendar's status filter: a JSON list in the query
  status: () => '["BOOKED"]',
  // the failed actions' type filter: a comma-separated list in the query
  types: () => 'visit_create,visit_done',
  report_body: () => 'Fuzz report',
  medicine: () => 'Paracetamol',
  frequency: () => '3 x / jour',
  appointment_ui_id: () => randomUUID(),
  patient_ui_id: () => randomUUID(),
};

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** The schema of an object's property, looking through anyOf/oneOf/allOf variants. */
export function propertySchema(schema: JsonSchema | undefined, name: string): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties?.[name]) return schema.properties[name];
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = propertySchema(variant, name);
    if (found) return found;
  }
  return undefined;
}

export const itemSchema = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.items ?? [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].find((variant) => variant.items)?.items;

interface Fill {
  ids: IdResolver;
  references: ReferenceIds;
}

function valueFor(
  operation: Operation,
  position: Position,
  sampled: unknown,
  schema: JsonSchema | undefined,
  { ids, references }: Fill,
) {
  if (isIdPosition(position, schema)) {
    const mapping = idMappingOf(operation, position);
    if (mapping === 'reference') return references[String(position.path.at(-1))] ?? sampled;
    if (isPracticeId(mapping)) {
      const id = ids(mapping);
      if (id === undefined) return sampled;
      if (mapping.shape === 'array') return [id];
      if (mapping.shape === 'jsonList') return JSON.stringify([id]);
      return id;
    }
  }
  if (schema?.enum) return sampled;
  const key = positionKey(operation, position);
  const known =
    knownValues[key] ??
    Object.entries(knownValues).find(([suffix]) => /[.[{]/.test(suffix) && key.endsWith(suffix))?.[1] ??
    knownValues[String(position.path.at(-1))];
  const value = known?.();
  return value !== undefined && typeOf(value) === typeOf(sampled) ? value : sampled;
}

/** Walks a sampled body with its schema, putting known values and ids in place. */
function fillBody(
  operation: Operation,
  value: unknown,
  schema: JsonSchema | undefined,
  path: (string | number)[],
  fill: Fill,
): unknown {
  if (Array.isArray(value)) {
    const items = itemSchema(schema);
    if (value.every((item) => typeOf(item) !== 'object')) return valueFor(operation, { in: 'body', path }, value, schema, fill);
    return value.map((item, index) => fillBody(operation, item, items, [...path, index], fill));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        fillBody(operation, item, propertySchema(schema, name), [...path, name], fill),
      ]),
    );
  }
  return valueFor(operation, { in: 'body', path }, value, schema, fill);
}

const sampleOf = (schema: JsonSchema) =>
  sample(schema as Parameters<typeof sample>[0], { skipReadOnly: true, enablePatterns: true, quiet: true });

/**
 * The request the document describes, filled to pass validation: every parameter (optional
 * ones too, for depth), the body sampled from its schema, ids from the resolver.
 */
export function baselineRequest(operation: Operation, ids: IdResolver, references: ReferenceIds = {}): AttackRequest {
  const fill = { ids, references };
  const pathValues = Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      String(valueFor(operation, { in: 'path', path: [parameter.name] }, sampleOf(parameter.schema), parameter.schema, fill)),
    ]),
  );
  const query = operation.queryParams.map((parameter): [string, string] => [
    parameter.name,
    String(valueFor(operation, { in: 'query', path: [parameter.name] }, sampleOf(parameter.schema), parameter.schema, fill)),
  ]);
  return { method: operation.method, pathValues, query, body: baselineBody(operation, fill) };
}

function baselineBody(operation: Operation, fill: Fill): AttackRequest['body'] {
  const json = operation.bodies['application/json'];
  if (json) return { type: 'json', value: fillBody(operation, sampleOf(json), json, [], fill) };
  const form = operation.bodies['multipart/form-data'];
  if (!form) return undefined;
  const parts = Object.entries(form.properties ?? {}).map(([name, property]): FormPart =>
    property.format === 'binary'
      ? name === avatarField
        ? { name, fileName: 'fuzz.png', data: pngFile(), contentType: 'image/png' }
        : { name, fileName: 'fuzz.pdf', data: pdfFile(), contentType: 'application/pdf' }
      : { name, value: String(valueFor(operation, { in: 'form', path: [name] }, sampleOf(property), property, fill)) },
  );
  return { type: 'form', parts };
}

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { elfFile, multipart, pdfFile } from '../medical-file-fixtures';
import type { AttackRequest } from './baseline-request';
import { isIdPosition, type Position } from './id-positions';

type Rng = ReturnType<typeof xoroshiro128plus>;

/** A generator of its own for each (seed, label): one case reproduces without running the others. */
export function rngFor(seed: number, label: string): Rng {
  let hash = 0x811c9dc5;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return xoroshiro128plus(seed ^ hash);
}

/** `count` distinct items of `items`, in a seeded order. */
export function pick<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(uniformInt(rng, 0, pool.length - 1), 1)[0]!);
  return chosen;
}

export interface Case {
  /** what was done, e.g. 'body.phone: nul' */
  label: string;
  request: AttackRequest;
}

const hugeText = 'a'.repeat(100_000);
const strings: Record<string, string> = {
  empty: '',
  huge: hugeText,
  nul: 'a\u0000b',
  controls: '\u0001\u0002\u0007\u0008\u000b\u000c\u001b\u007f',
  newlines: 'a\r\nb\tc',
  loneSurrogate: 'a\ud800b',
  loneLowSurrogate: '\udfff',
  bidiOverride: '\u202egnp.exe',
  blank: '   ',
  sql: "1' OR '1'='1",
  traversal: '../../../etc/passwd',
  templates: '${7*7}{{7*7}}%s%n',
  html: '<script>alert(1)</script>',
  emoji: '👩‍⚕️',
};
const badDates = [
  '2024-02-30',
  '31/02/2024',
  '29/02/2023',
  '00/00/0000',
  '2024-13-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '2024-06-01T10:00:00+25:00',
  'yesterday',
];
const numbers: Record<string, number> = { max: 1e308, min: -1e308, negative: -1, unsafe: 2 ** 53 + 2, fraction: 0.5, zero: 0 };
const numericStrings = ['1e308', '-1', '9007199254740993', '0.5', 'NaN', 'Infinity', '0x10', '1e999'];

/**
 * Ids a careless or hostile client sends. `foreign` stands for another practice's id of the same
 * kind, `nul` for the right id followed by a NUL byte.
 */
export const malformedIds = ['x', '../', "1' OR '1'='1", '', '00000000-0000-0000-0000-000000000000', '12345', 'foreign', 'nul'];

export interface PositionInfo {
  position: Position;
  /** the baseline's value there */
  value: unknown;
  isId: boolean;
}

const wrongTypeOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? 12345
    : typeof value === 'number'
      ? '12'
      : typeof value === 'boolean'
        ? 'true'
        : Array.isArray(value)
          ? {}
          : 'x';

/** The values a position is tried with: [label, value | undefined for "missing"]. */
export function valueMutations(info: PositionInfo): [string, unknown][] {
  const { value, position } = info;
  const asStrings = Object.entries(strings).map(([name, text]): [string, unknown] => [name, text]);
  const dates = badDates.map((date): [string, unknown] => [`badDate ${date}`, date]);
  if (position.in !== 'body') {
    // path, query and multipart values are strings whatever the schema says
    return [
      ...asStrings,
      ...dates,
      ...numericStrings.map((text): [string, unknown] => [`number ${text}`, text]),
      ['missing', undefined],
      ...(position.in === 'query' ? [['repeated', [String(value), String(value)]] as [string, unknown]] : []),
    ];
  }
  const common: [string, unknown][] = [
    ['missing', undefined],
    ['null', null],
    ['wrongType', wrongTypeOf(value)],
    ['array', [value]],
    ['object', { unknownField: value }],
  ];
  if (typeof value === 'string') return [...common, ...asStrings, ...dates];
  if (typeof value === 'number') return [...common, ...Object.entries(numbers), ['numericString', '1e308']];
  if (Array.isArray(value))
    return [...common, ['emptyArray', []], ['hugeArray', Array.from({ length: 5000 }, () => value[0] ?? 'x')]];
  if (value !== null && typeof value === 'object')
    return [...common, ['emptyObject', {}], ['extraField', { ...value, unknownField: 'x' }]];
  return common;
}

/** Every position of a baseline request: path and query parameters, body fields (objects and primitive arrays whole). */
export function positionsOf(request: AttackRequest, schemaAt: (position: Position) => { format?: string } | undefined) {
  const infos: PositionInfo[] = [];
  const add = (position: Position, value: unknown) => {
    const schema = schemaAt(position);
    infos.push({ position, value, isId: isIdPosition(position, schema) });
  };
  for (const [name, value] of Object.entries(request.pathValues)) add({ in: 'path', path: [name] }, value);
  for (const [name, value] of request.query) add({ in: 'query', path: [name] }, value);
  const walk = (value: unknown, path: (string | number)[]) => {
    if (path.length > 0) add({ in: 'body', path }, value);
    if (Array.isArray(value)) {
      if (value.some((item) => item !== null && typeof item === 'object'))
        value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, [...path, name]);
    }
  };
  if (request.body?.type === 'json') walk(request.body.value, []);
  if (request.body?.type === 'form') {
    for (const part of request.body.parts) if ('value' in part) add({ in: 'form', path: [part.name] }, part.value);
  }
  return infos;
}

/** The request with one position set to `value` (undefined removes it; an array in a query repeats the name). */
export function withValue(request: AttackRequest, position: Position, value: unknown): AttackRequest {
  const copy = structuredClone(request);
  const name = String(position.path[0]);
  if (position.in === 'path') copy.pathValues[name] = value === undefined ? '' : String(value);
  else if (position.in === 'query') {
    const rest = copy.query.filter(([key]) => key !== name);
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    copy.query = [...rest, ...values.map((item): [string, string] => [name, String(item)])];
  } else if (position.in === 'form' && copy.body?.type === 'form') {
    const rest = copy.body.parts.filter((part) => part.name !== name);
    copy.body.parts = value === undefined ? rest : [...rest, { name, value: String(value) }];
  } else if (copy.body?.type === 'json') {
    let target = copy.body.value as Record<string | number, unknown>;
    for (const part of position.path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
    const last = position.path.at(-1)!;
    if (value === undefined) delete target[last];
    else target[last] = value;
  }
  return copy;
}

const json = (payload: string) => ({ type: 'raw' as const, contentType: 'application/json', payload });

/** Mutations of the whole request: unknown parameters and fields, prototype keys, bodies of the wrong kind. */
export function requestMutations(request: AttackRequest): [string, AttackRequest][] {
  const body = request.body?.type === 'json' ? JSON.stringify(request.body.value) : undefined;
  const objectBody = body?.startsWith('{') && body !== '{}';
  const withBody = (payload: AttackRequest['body']): AttackRequest => ({ ...request, body: payload });
  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = multipart(parts);
    return { type: 'raw' as const, contentType: headers['content-type'], payload };
  };
  return [
    ['unknown query parameter', { ...request, query: [...request.query, ['unknownParam', 'x']] }],
    [
      'prototype query keys',
      { ...request, query: [...request.query, ['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1']] },
    ],
    ...(objectBody
      ? ([
          ['unknown body field', withBody(json(`{"unknownField":{"deep":[1,"x",null]},${body!.slice(1)}`))],
          [
            'prototype body keys',
            withBody(json(`{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${body!.slice(1)}`)),
          ],
        ] as [string, AttackRequest][])
      : []),
    ['no body', withBody(undefined)],
    ['empty JSON body', withBody(json(''))],
    ['invalid JSON', withBody(json('{"a":'))],
    ['JSON array body', withBody(json('[]'))],
    ['JSON null body', withBody(json('null'))],
    ['JSON string body', withBody(json('"x"'))],
    ['deeply nested JSON', withBody(json(`${'['.repeat(5000)}${']'.repeat(5000)}`))],
    ['body over the limit', withBody(json(JSON.stringify({ padding: 'a'.repeat(300 * 1024) })))],
    ['text/plain body', withBody({ type: 'raw', contentType: 'text/plain', payload: 'x' })],
    ['form-urlencoded body', withBody({ type: 'raw', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' })],
    ['body without content-type', withBody({ type: 'raw', payload: '{}' })],
    ['multipart without parts', withBody(upload([]))],
    ['multipart with an empty file', withBody(upload([{ name: 'document', fileName: 'empty.pdf', data: Buffer.alloc(0) }]))],
    [
      'multipart with an executable',
      withBody(upload([{ name: 'avatar', fileName: 'x.png', data: elfFile(), contentType: 'image/png' }])),
    ],
    [
      'multipart with two files',
      withBody(
        upload([
          { name: 'document', fileName: 'a.pdf', data: pdfFile() },
          { name: 'document', fileName: 'b.pdf', data: pdfFile() },
        ]),
      ),
    ],
    ['multipart with a field only', withBody(upload([{ name: 'selectedClinicDoctor', value: "1' OR '1'='1" }]))],
    [
      'truncated multipart',
      withBody({
        type: 'raw',
        contentType: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\n\r\n%PDF',
      }),
    ],
    ['multipart without boundary', withBody({ type: 'raw', contentType: 'multipart/form-data', payload: 'x' })],
  ];
}

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type * as DbClient from '../apps/server/src/db/client';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server sources next to BENCH_SERVER_ENTRY (apps/server/src by default), so a patched copy is compared with its own SQL. */
const serverSource = path.resolve(repoRoot, path.dirname(process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/server.ts'));
export const loadServerModule = <T>(relative: string): Promise<T> =>
  import(pathToFileURL(path.join(serverSource, relative)).href) as Promise<T>;

/** A statement as the server's repository sends it, and its parameters for another input. */
export interface StatementTemplate<Input> {
  text: string;
  params(input: Input): unknown[];
}

export interface RenderedStatement {
  text: string;
  params: unknown[];
}

type Slot<Key> =
  { kind: 'field'; key: Key } | { kind: 'time'; key: Key; offsetMs: number } | { kind: 'constant'; value: unknown };

const timeOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)
    ? Date.parse(value)
    : value instanceof Date
      ? value.getTime()
      : NaN;

/**
 * The template of a statement rendered for two sentinel inputs whose fields all differ (their
 * dates by different spans, so that a parameter derived from one, e.g. `from` minus a day, is
 * found by its offset): each parameter is a field of the input, a time at a fixed offset from a
 * date field (sent as an ISO string), or a constant. Every field must be used, or the
 * repository's statement changed shape and the bare handler would drift from it.
 */
export function statementTemplate<Input extends Record<string, unknown>>(
  name: string,
  [first, second]: [RenderedStatement, RenderedStatement],
  sentinels: [Input, Input],
): StatementTemplate<Input> {
  if (first.text !== second.text || first.params.length !== second.params.length)
    throw new Error(`the ${name} text depends on its input`);
  const keys = Object.keys(sentinels[0]) as (keyof Input & string)[];
  const slots: Slot<keyof Input>[] = first.params.map((value, index) => {
    const other = second.params[index];
    for (const key of keys) {
      const [a, b] = [sentinels[0][key], sentinels[1][key]];
      if (a instanceof Date && b instanceof Date) {
        const offsetMs = timeOf(value) - a.getTime();
        if (!Number.isNaN(offsetMs) && timeOf(other) - b.getTime() === offsetMs) return { kind: 'time', key, offsetMs };
      } else if (value === a && other === b) {
        return { kind: 'field', key };
      }
    }
    if (JSON.stringify(value) !== JSON.stringify(other))
      throw new Error(`${name} parameter ${index + 1} follows the input in an unknown way`);
    return { kind: 'constant', value };
  });
  const unused = keys.filter((key) => !slots.some((slot) => slot.kind !== 'constant' && slot.key === key));
  if (unused.length > 0) throw new Error(`${name} no longer takes ${unused.join(', ')}: ${JSON.stringify(first.params)}`);
  return {
    text: first.text,
    params: (input) =>
      slots.map((slot) => {
        if (slot.kind === 'constant') return slot.value;
        if (slot.kind === 'field') return input[slot.key];
        return new Date((input[slot.key] as Date).getTime() + slot.offsetMs).toISOString();
      }),
  };
}

/**
 * A Drizzle database over a pool that never connects: what the repository would send is kept
 * (text and parameters, from Drizzle's own logger) and answered with no rows.
 */
function capturingDatabase<Schema extends Record<string, unknown>>(schema: Schema) {
  const sent: RenderedStatement[] = [];
  const pool = new pg.Pool({ max: 1 });
  pool.query = (async () => ({ rows: [], fields: [], rowCount: 0 })) as unknown as typeof pool.query;
  const db = drizzle({ client: pool, schema, logger: { logQuery: (text, params) => void sent.push({ text, params }) } });
  return { db, sent };
}

/**
 * The one statement `call` makes the server's repository send, rendered for each sentinel input
 * on a database that never connects, as a template for any other input.
 */
export async function repositoryStatement<Input extends Record<string, unknown>>(
  name: string,
  sentinels: [Input, Input],
  call: (db: DbClient.Database, input: Input) => Promise<unknown>,
): Promise<StatementTemplate<Input>> {
  const { schema } = await loadServerModule<typeof DbClient>('db/client.ts');
  const renders: RenderedStatement[] = [];
  for (const sentinel of sentinels) {
    const { db, sent } = capturingDatabase(schema);
    await call(db as unknown as DbClient.Database, sentinel);
    if (sent.length !== 1) throw new Error(`a ${name} sent ${sent.length} statements, not one`);
    renders.push(sent[0]!);
  }
  return statementTemplate(name, [renders[0]!, renders[1]!], sentinels);
}

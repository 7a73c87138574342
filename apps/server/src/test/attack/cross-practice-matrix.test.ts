import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../test-app';
import { testBackends } from '../test-database';
import { baselineRequest, type AttackRequest } from './baseline-request';
import { fuzzOrder, schemaAt } from './fuzz-plan';
import { idMappingOf, isPracticeId, positionKey, type IdMapping } from './id-positions';
import { positionsOf, withValue } from './mutations';
import { fetchOpenApiDocument, openApiPathOf, operationsOf, type Operation } from './openapi-operations';
import { openOutsiderAccounts, outsiders } from './outsider-accounts';
import { createPracticeObjects, type PracticeIds } from './practice-objects';
import { practiceSnapshot, recordAccessActors } from './practice-snapshot';
import { describeRequest, problemOf, send, type Answer } from './send-request';
import { createSessions, type Sessions } from './sessions';

interface Practice {
  name: string;
  owner: string;
  /** unique text in every object of the practice: an answer carrying it leaks */
  marker: string;
  withAssistant: boolean;
  /** accounts of other practices: none may read or change anything of this one */
  attackers: string[];
}

const practices: Practice[] = [
  {
    name: "doctor@'s independent practice",
    owner: 'doctor@tabib.test',
    marker: 'MatrixSecretA',
    withAssistant: true,
    attackers: [
      'limited@tabib.test',
      'reasons.doctor@tabib.test',
      outsiders.assistant,
      outsiders.asDoctor,
      'clinic.doctor@tabib.test',
      'clinic@tabib.test',
      'clinic.unit@tabib.test',
      outsiders.clinicAdmin,
      'newdoctor@tabib.test',
    ],
  },
  {
    name: "clinic.doctor@'s practice in Clinique El Amel",
    owner: 'clinic.doctor@tabib.test',
    marker: 'MatrixSecretB',
    withAssistant: false,
    attackers: [
      'doctor@tabib.test',
      'assistant@tabib.test',
      'asdoctor@tabib.test',
      'limited@tabib.test',
      'clinic.doctor2@tabib.test',
      outsiders.clinicAdmin,
      outsiders.clinicDoctor,
    ],
  },
];

const timeoutMs = 15_000;

/** What is wrong with the answer to an attack; null when it was refused or leaked nothing. */
function attackProblem(answer: Answer | 'timeout', secrets: string[]): string | null {
  if (answer === 'timeout') return 'no answer';
  const shapeProblem = problemOf(answer);
  if (shapeProblem) return shapeProblem;
  if (answer.status === 401) return 'the attacker lost its session (401): the attack proved nothing';
  if (answer.status === 400 && answer.body.includes('"validationFailed"')) {
    return 'refused as malformed (400 validationFailed): the matrix must send a valid request';
  }
  if (answer.status < 300 && secrets.some((secret) => answer.body.includes(secret)))
    return `answered ${answer.status} with A's data`;
  return null;
}

/**
 * Every protected route that takes an id (path, query or body, read from the OpenAPI document),
 * called by the accounts of other practices with practice A's ids: refused (4xx other than a
 * malformed request) or answered without any of A's data; afterwards A reads its objects unchanged.
 */
describe.each(testBackends())('cross-practice matrix on %s', (backend) => {
  let app: App;
  let sessions: Sessions;
  let operations: Operation[];
  const objectsOf = new Map<string, PracticeIds>();

  beforeAll(async () => {
    app = await createTestApp(backend);
    sessions = createSessions(app);
    await openOutsiderAccounts(app, sessions);
    const protectedKeys = new Set(app.protectedRoutes.map(({ method, url }) => `${method} ${openApiPathOf(url)}`));
    operations = operationsOf(await fetchOpenApiDocument(app))
      .filter((operation) => protectedKeys.has(operation.key))
      .sort((a, b) => fuzzOrder(a) - fuzzOrder(b));
    // made before any attack: an attacker changing its own schedule may refuse these bookings afterwards
    for (const practice of practices) {
      const owner = await sessions.signIn(practice.owner);
      const ids = await createPracticeObjects(app, owner, practice.marker, { withAssistant: practice.withAssistant });
      // without an assistant, the user an outsider could try to block or delete is the doctor itself
      ids.user ??= owner.profile._id;
      objectsOf.set(practice.name, ids);
    }
  }, 120_000);
  afterAll(() => app?.close());

  /** The id positions of an operation's request, with their mapping (undefined: nobody mapped it yet). */
  function idPositionsOf(operation: Operation, request: AttackRequest) {
    return positionsOf(request, (position) => schemaAt(operation, position))
      .filter((info) => info.isId)
      .map((info) => ({ ...info, mapping: idMappingOf(operation, info.position) }));
  }

  it('maps every id position of every protected route to an id source', () => {
    const unmapped = operations.flatMap((operation) =>
      idPositionsOf(
        operation,
        baselineRequest(operation, () => undefined),
      )
        .filter((info) => info.mapping === undefined)
        .map((info) => `${operation.key}: ${positionKey(operation, info.position)} (add it to idMap in id-positions.ts)`),
    );
    expect(unmapped).toEqual([]);
  });

  it.each(practices.map((practice) => [practice.name, practice] as const))(
    "%s: other practices' accounts read and change nothing of it",
    async (_, practice) => {
      const owner = await sessions.signIn(practice.owner);
      const ids = objectsOf.get(practice.name)!;
      // a doctor's id is no secret (booking pages, clinic colleagues): everything else of A is
      const secrets = [practice.marker, ...Object.values(ids).filter((id): id is string => !!id && id !== ids.doctor)];
      const before = await practiceSnapshot(app, owner, ids);
      const insiders = new Set([owner.profile._id]);
      const problems: string[] = [];
      let attacks = 0;

      for (const email of practice.attackers) {
        const attacker = await sessions.signIn(email);
        const ownDoctor = attacker.profile.clinicObject?.doctors[0]?._id ?? attacker.profile._id;
        for (const operation of operations) {
          for (const request of attackRequests(operation, ids, ownDoctor)) {
            const answer = await send(app, operation, request, { token: attacker.token, timeoutMs });
            attacks++;
            const problem = attackProblem(answer, secrets);
            if (problem) {
              const body = answer === 'timeout' ? '' : answer.body.slice(0, 300);
              problems.push(`${email} ${operation.key}: ${problem}\n    ${describeRequest(operation, request)}\n    -> ${body}`);
            }
          }
        }
      }

      expect(problems, `${problems.length} of ${attacks} attacks went wrong`).toEqual([]);
      const after = await practiceSnapshot(app, await sessions.signIn(practice.owner), ids);
      expect(after, "practice A's objects after the attacks").toEqual(before);
      const readers = await recordAccessActors(app, owner, ids.patient!);
      expect(
        readers.filter((actor) => !insiders.has(actor)),
        'outsiders in the patient access log',
      ).toEqual([]);
    },
    240_000,
  );

  /**
   * A's ids in every id position; when the route also names a doctor (cqDoctor, clinic_doctor...),
   * a second request keeps the attacker's own doctor there, so a clinic account attacks from
   * inside its own scope.
   */
  function attackRequests(operation: Operation, ids: PracticeIds, ownDoctor: string): AttackRequest[] {
    const foreign = baselineRequest(operation, (mapping: IdMapping) => ids[mapping.source]);
    const positions = idPositionsOf(operation, foreign).filter((info) => isPracticeId(info.mapping));
    if (positions.length === 0) return [];
    const scoped = positions.filter((info) => isPracticeId(info.mapping) && info.mapping.source === 'doctor');
    if (scoped.length === 0 || scoped.length === positions.length) return [foreign];
    const ownScope = scoped.reduce((request, info) => withValue(request, info.position, ownDoctor), foreign);
    return [foreign, ownScope];
  }
});

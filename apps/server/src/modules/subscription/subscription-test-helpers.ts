import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { subscriptionPaths } from '@tabib/contracts/subscription-calls';
import type { App } from '../../app';
import { bearer, completeFirstLogin, tokenOf } from '../../test/auth-helpers';
import { runOperatorCommand, type OperatorCommandName } from '../operator/operator.service';

export const dayMs = 86_400_000;
export const url = (path: keyof typeof subscriptionPaths) => `/api/v1${subscriptionPaths[path]}`;

export const establishedOfferId = 'c2527d33-bf30-42ee-9673-92ee1b401019';
export const clinicOfferId = 'b43f0f52-e998-4e4d-8902-c4ec01d1c02f';

/** A solved proof of work (real time: the challenge's expiry is checked against the wall clock). */
export async function proofOf(app: App) {
  const challenge = await app.services.proofOfWork.challenge(new Date());
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const operatorRun = (app: App, command: OperatorCommandName, args: unknown = {}) =>
  runOperatorCommand({ services: app.services, operator: 'tester' }, command, args);

/** An independent doctor opened by the operator today (app clock), past the first-login steps. */
export async function openedDoctor(app: App, email: string) {
  const created = (await operatorRun(app, 'accounts.create-doctor', { email, firstName: 'Sofiane', lastName: 'Abonné' })) as {
    account: { id: string };
    oneTimePassword: string;
  };
  const token = await completeFirstLogin(app, await tokenOf(app, email, created.oneTimePassword));
  return { id: created.account.id, headers: bearer(token) };
}

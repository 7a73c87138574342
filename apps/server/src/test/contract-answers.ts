import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Document } from 'openapi-backend';
import { inject } from 'vitest';
import type { App } from '../app';
import { createContractCheck, requestOf, type ContractCheck } from './contract-check';
import './provided-context';

/** One check per document (every app of a test file has the same one), built once. */
const checks = new Map<string, Promise<ContractCheck>>();
/** This test file's record, read by the global teardown's coverage report (global-setup.ts). */
const recordFile = path.join(inject('contractRecordsDir'), `${randomUUID()}.json`);
let recorded = 0;

function checkOf(document: Document) {
  const key = JSON.stringify(document);
  let check = checks.get(key);
  if (!check) {
    check = createContractCheck(document);
    checks.set(key, check);
  }
  return check;
}

function saveRecord(check: ContractCheck) {
  const record = check.record();
  if (record.exercised.length === recorded) return;
  recorded = record.exercised.length;
  mkdirSync(path.dirname(recordFile), { recursive: true });
  writeFileSync(recordFile, JSON.stringify(record));
}

/**
 * From here on, every `app.inject` answer is checked against the app's own OpenAPI document:
 * a status the operation does not list, or a body its schema refuses, fails the test there.
 */
export async function checkAnswersAgainstDocument(app: App): Promise<void> {
  const check = await checkOf(app.swagger() as Document);
  const injectUnchecked = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const checked = (...args: unknown[]) => {
    const [options, callback] = args;
    if (options === undefined || callback !== undefined) return injectUnchecked(...args);
    return (injectUnchecked(options) as Promise<Parameters<ContractCheck['check']>[1]>).then((response) => {
      check.check(requestOf(options as Parameters<typeof requestOf>[0]), response);
      saveRecord(check);
      return response;
    });
  };
  app.inject = checked as App['inject'];
}

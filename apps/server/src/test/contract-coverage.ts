import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContractRecord } from './contract-check';

export interface ContractCoverage {
  document: string;
  operations: number;
  exercised: string[];
  neverCalled: string[];
}

/** Which operations of each document the answers of this run exercised, from every test file's record. */
export function contractCoverageOf(recordsDir: string): ContractCoverage[] {
  const files = existsSync(recordsDir) ? readdirSync(recordsDir).filter((name) => name.endsWith('.json')) : [];
  const records = files.map((name) => JSON.parse(readFileSync(path.join(recordsDir, name), 'utf8')) as ContractRecord);
  const byDocument = new Map<string, ContractRecord[]>();
  for (const record of records) byDocument.set(record.document, [...(byDocument.get(record.document) ?? []), record]);
  return [...byDocument].map(([document, ofDocument]) => {
    const exercised = new Set(ofDocument.flatMap((record) => record.exercised));
    return {
      document,
      operations: ofDocument[0]!.operations.length,
      exercised: [...exercised].sort(),
      neverCalled: ofDocument[0]!.operations
        .filter((operation) => !exercised.has(operation.operationId))
        .map(({ operationId, method, path: route }) => `${operationId} (${method.toUpperCase()} ${route})`)
        .sort(),
    };
  });
}

/**
 * Prints how much of each document the run exercised and writes the lists to `reportFile`.
 * With CONTRACT_COVERAGE=all (a run of the whole suite) an operation no test calls fails the run.
 */
export function reportContractCoverage(recordsDir: string, reportFile: string) {
  const coverage = contractCoverageOf(recordsDir);
  if (coverage.length === 0) return;
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `${JSON.stringify(coverage, null, 2)}\n`);
  for (const { document, operations, exercised } of coverage) {
    console.log(
      `API contract (${document}): ${exercised.length} of ${operations} operations answered and checked in this run (${path.relative(process.cwd(), reportFile)})`,
    );
  }
  const neverCalled = coverage.flatMap((entry) => entry.neverCalled);
  if (process.env.CONTRACT_COVERAGE === 'all' && neverCalled.length > 0) {
    // Vitest reports an error thrown by a global teardown but still exits 0.
    console.error(`API contract: no test calls these operations:\n  ${neverCalled.join('\n  ')}`);
    process.exitCode = 1;
  }
}

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv, requiredEnv } from './env';

// Any process of a cluster may send an e-mail (the one that took the request, or the one that ran
// the job): every log is read, and what they hold is ordered by the time pino wrote.

/** Where each server log ends at some moment: e-mails written before it are ignored. */
export type LogMark = number[];

const serverLogPaths = (): string[] => requiredEnv(e2eEnv.serverLogs).split(path.delimiter);

/** Where the servers' logs end now: pass it to the functions below to ignore older e-mails. */
export function serverLogMark(): LogMark {
  return serverLogPaths().map((logPath) => statSync(logPath).size);
}

/** The messages the servers logged after `mark`, oldest first. */
function loggedMessages(mark: LogMark | undefined): string[] {
  const entries: { time: number; msg: string }[] = [];
  serverLogPaths().forEach((logPath, index) => {
    const text = readFileSync(logPath)
      .subarray(mark?.[index] ?? 0)
      .toString('utf8');
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const { time, msg } = JSON.parse(line) as { time?: unknown; msg?: unknown };
        if (typeof msg === 'string') entries.push({ time: Number(time ?? 0), msg });
      } catch {
        // not a log entry
      }
    }
  });
  return entries.sort((a, b) => a.time - b.time).map((entry) => entry.msg);
}

/** The second group of each message matching `pattern` whose first group is `address`, oldest first. */
function sentTo(pattern: RegExp, address: string, mark: LogMark | undefined): string[] {
  return loggedMessages(mark)
    .map((msg) => pattern.exec(msg))
    .filter((match) => match && match[1]!.toLowerCase() === address.toLowerCase())
    .map((match) => match![2]!);
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`No ${what} in the server log (${serverLogPaths().join(', ')}) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const storedEmail = /^E-mail stored \(no SMTP_URL\) for (\S+): (\S+)$/;
const storedPassword = /^One-time password stored \(no SMTP_URL\) for (\S+): (\S+)$/;

/** Links of e-mails the servers stored (no SMTP) for `address`, written after `mark`. */
export const emailedLinks = (address: string, mark?: LogMark): string[] => sentTo(storedEmail, address, mark);

/** Waits for a server to log the e-mail to `address` (written after `mark`) and returns its link. */
export async function waitForEmailedLink(address: string, mark: LogMark, timeoutMs = 10_000): Promise<URL> {
  const link = await waitFor(() => emailedLinks(address, mark).at(-1), `e-mail to ${address}`, timeoutMs);
  return new URL(link);
}

/** Waits for a server to log the one-time password e-mailed to `address` (after `mark`; no SMTP) and returns it. */
export const waitForEmailedPassword = (address: string, mark: LogMark, timeoutMs = 10_000): Promise<string> =>
  waitFor(() => sentTo(storedPassword, address, mark).at(-1), `one-time password for ${address}`, timeoutMs);

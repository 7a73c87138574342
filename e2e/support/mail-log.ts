import { readFileSync, statSync } from 'node:fs';
import { e2eEnv, requiredEnv } from './env';

const storedEmail = /^E-mail stored \(no SMTP_URL\) for (\S+): (\S+)$/;

function serverLogPath(): string {
  return requiredEnv(e2eEnv.serverLog);
}

/** Where the server's log ends now: pass it to findEmailedLink to ignore older e-mails. */
export function serverLogMark(): number {
  return statSync(serverLogPath()).size;
}

/** Links of e-mails the server stored (no SMTP) for `address`, written after `mark`. */
export function emailedLinks(address: string, mark = 0): string[] {
  const text = readFileSync(serverLogPath()).subarray(mark).toString('utf8');
  const links: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let msg: unknown;
    try {
      msg = (JSON.parse(line) as { msg?: unknown }).msg;
    } catch {
      continue;
    }
    const match = typeof msg === 'string' ? storedEmail.exec(msg) : null;
    if (match && match[1]!.toLowerCase() === address.toLowerCase()) links.push(match[2]!);
  }
  return links;
}

/** Waits for the server to log the e-mail to `address` (written after `mark`) and returns its link. */
export async function waitForEmailedLink(address: string, mark: number, timeoutMs = 10_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = emailedLinks(address, mark).at(-1);
    if (link) return new URL(link);
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${address} in the server log (${serverLogPath()}) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const storedPassword = /^One-time password stored \(no SMTP_URL\) for (\S+): (\S+)$/;

/** Waits for the server to log the one-time password e-mailed to `address` (after `mark`; no SMTP) and returns it. */
export async function waitForEmailedPassword(address: string, mark: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = readFileSync(serverLogPath()).subarray(mark).toString('utf8');
    const passwords = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return storedPassword.exec(String((JSON.parse(line) as { msg?: unknown }).msg ?? ''));
        } catch {
          return null;
        }
      })
      .filter((match) => match && match[1]!.toLowerCase() === address.toLowerCase());
    const password = passwords.at(-1)?.[2];
    if (password) return password;
    if (Date.now() > deadline)
      throw new Error(`No one-time password for ${address} in the server log (${serverLogPath()}) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

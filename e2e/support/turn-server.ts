import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stopProcess } from './stop-process';

export interface RunningTurnServer {
  /** What the Tabib server's ICE_SERVERS gets. */
  iceServers: { urls: string[] }[];
  /** coturn's static-auth-secret: the Tabib server's TURN_SECRET. */
  secret: string;
  logPath: string;
  process: ChildProcess;
}

/** Debian's coturn (`apt-get install coturn`), or TURNSERVER_PATH. */
export function turnServerPath(): string | null {
  const configured = process.env.TURNSERVER_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  const found = spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A coturn for the calls' relayed journeys: TURN REST credentials (`use-auth-secret`) checked
 * against a fresh secret, on the loopback only. `allow-loopback-peers` lets two browsers of this
 * machine be each other's peers: a test setting, never a deployment's (README "Teleconsultation").
 */
export async function startTurnServer(binary: string, dir: string, port: number): Promise<RunningTurnServer> {
  const secret = randomBytes(24).toString('hex');
  const logPath = path.join(dir, 'turnserver.log');
  const log = openSync(logPath, 'a');
  const child = spawn(
    binary,
    [
      '-n',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--min-port=49400',
      '--max-port=49800',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=tabib.test',
      '--fingerprint',
      '--allow-loopback-peers',
      '--no-software-attribute',
      `--db=${path.join(dir, 'turndb')}`,
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      `--log-file=${logPath}`,
      '--simple-log',
      '--no-stdout-log',
      '--verbose',
    ],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const deadline = Date.now() + 10_000;
  while (!readFileSync(logPath, 'utf8').includes('Total General servers')) {
    if (child.exitCode !== null) throw new Error(`coturn exited with ${child.exitCode}:\n${readFileSync(logPath, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`coturn did not start within 10 s:\n${readFileSync(logPath, 'utf8')}`);
    await sleep(100);
  }
  return { iceServers: [{ urls: [`turn:127.0.0.1:${port}?transport=udp`] }], secret, logPath, process: child };
}

export const stopTurnServer = (server: RunningTurnServer) => stopProcess(server.process, 5_000);

/** Relayed allocations coturn made: a relayed call that goes through it leaves these in its log. */
export function relayAllocationsIn(logPath: string): number {
  return (readFileSync(logPath, 'utf8').match(/ALLOCATE processed, success/g) ?? []).length;
}

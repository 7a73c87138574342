import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, waitForHealth } from './server';
import { stopProcess } from './stop-process';

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';

export interface RunningNginx {
  baseUrl: string;
  dir: string;
  /** nginx's own errors, and its output before it read the config. */
  errorLogPath: string;
  /** One line per request, with the process it went to ($upstream_addr). */
  accessLogPath: string;
  process: ChildProcess;
}

const siteFile = path.join(repoRoot, 'deploy/nginx/tabib.conf');
const templateFile = path.join(repoRoot, 'deploy/nginx/cluster-test.conf.template');

function replaceLine(text: string, line: string, replacement: string): string {
  const pattern = new RegExp(`^([ \\t]*)${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
  if (!pattern.test(text)) throw new Error(`${siteFile} has no line "${line}" any more: update e2e/support/nginx.ts`);
  return text.replace(pattern, (_match, indent: string) =>
    replacement
      .split('\n')
      .map((part) => indent + part)
      .join('\n'),
  );
}

/** The production site with its upstream on `upstreamPorts` and its listen on `port`, and the process around it. */
export function renderNginxConfig(dir: string, port: number, upstreamPorts: number[]): { main: string; site: string } {
  let site = readFileSync(siteFile, 'utf8');
  site = replaceLine(site, 'server app:3000;', upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n'));
  site = replaceLine(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  const main = readFileSync(templateFile, 'utf8').replaceAll('{{dir}}', dir);
  return { main, site };
}

/** nginx as a plain process of ours (no root, no daemon) in `dir`, in front of 127.0.0.1:`upstreamPorts`. */
export async function startNginx(options: {
  dir: string;
  port: number;
  upstreamPorts: number[];
  timeoutMs?: number;
}): Promise<RunningNginx> {
  const { dir, port } = options;
  if (!existsSync(nginxPath)) throw new Error(`No nginx at ${nginxPath}: apt-get install -y nginx-light (or set NGINX_PATH)`);
  mkdirSync(dir, { recursive: true });
  const { main, site } = renderNginxConfig(dir, port, options.upstreamPorts);
  const configPath = path.join(dir, 'nginx.conf');
  writeFileSync(configPath, main);
  writeFileSync(path.join(dir, 'tabib.conf'), site);
  const errorLogPath = path.join(dir, 'error.log');
  const log = openSync(errorLogPath, 'a');
  const child = spawn(nginxPath, ['-p', dir, '-e', errorLogPath, '-c', configPath], { stdio: ['ignore', log, log] });
  closeSync(log);
  const nginx: RunningNginx = {
    baseUrl: `http://127.0.0.1:${port}`,
    dir,
    errorLogPath,
    accessLogPath: path.join(dir, 'access.log'),
    process: child,
  };
  try {
    await waitForHealth({ ...nginx, logPath: errorLogPath, name: 'nginx' }, options.timeoutMs ?? 15_000);
  } catch (error) {
    await stopNginx(nginx);
    throw error;
  }
  return nginx;
}

/** SIGTERM is nginx's fast shutdown: it closes its connections at once. */
export const stopNginx = (nginx: RunningNginx) => stopProcess(nginx.process, 5_000);

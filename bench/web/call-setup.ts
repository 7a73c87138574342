/**
 * Video call benchmark (issue 16, "Speed"): from the patient's join click to the first decoded
 * remote frame on both sides, p95 of 20 calls, under 1 s direct and under 2 s relayed through
 * coturn; with the signalling messages counted per call. See bench/web/README.md.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startTurnServer, stopTurnServer, turnServerPath, type RunningTurnServer } from '../../e2e/support/turn-server';
import { waitForQuiet } from '../cpu';
import { freePort, startServerProcess, type ServerProcess } from '../processes';
import { buildWeb, repoRoot } from './build-tools';
import { signIn, tokenStorageKey } from './sign-in';

const env = process.env;

const settings = {
  calls: Number(env.BENCH_CALL_RUNS ?? 20),
  webDist: env.BENCH_WEB_DIST,
  chromium: env.BENCH_WEB_CHROMIUM ?? '/usr/bin/chromium',
  json: env.BENCH_WEB_JSON,
  quietWaitSeconds: Number(env.BENCH_WEB_QUIET_WAIT ?? 60),
  targets: { direct: 1000, relay: 2000 },
};

const visioDoctor = { email: 'visio.doctor@tabib.test', password: 'Demo.pass1' };
const practiceOffset = '+01:00';
type Mode = keyof typeof settings.targets;

interface Sample {
  /** Join click to the first remote frame, on the doctor's page and on the patient's. */
  doctorMs: number;
  patientMs: number;
  /** The later of the two: the call is up on both sides. */
  bothMs: number;
  /** Signalling messages both pages sent through the server for this call. */
  signals: number;
  candidateType: string;
}

const log = (message: string) => console.log(`[bench:call] ${message}`);

/**
 * Runs in each page before the app: counts the call's signalling messages sent over the
 * socket, records the peer connections (their selected path), and forces relay when asked.
 */
function installCallProbe(forceRelay: boolean) {
  const probe = { sent: 0, peers: [] as RTCPeerConnection[] };
  (window as unknown as { __callProbe: typeof probe }).__callProbe = probe;
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket, data: string | ArrayBufferLike | Blob | ArrayBufferView) {
    if (typeof data === 'string' && data.includes('"call.')) probe.sent += 1;
    return send.call(this, data);
  };
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(forceRelay ? { ...config, iceTransportPolicy: 'relay' } : config);
      probe.peers.push(this);
    }
  };
}

/**
 * Resolves with Date.now() at the first frame a remote video has presented, looked for at each
 * animation frame (the element may be replaced as the page goes from waiting to the call); 0
 * after 20 s without one.
 */
function firstRemoteFrame(): Promise<number> {
  const deadline = Date.now() + 20_000;
  return new Promise((resolve) => {
    const look = () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="call-remote-video"]');
      if (video && video.videoWidth > 0 && video.getVideoPlaybackQuality().totalVideoFrames > 0) resolve(Date.now());
      else if (Date.now() > deadline) resolve(0);
      else requestAnimationFrame(look);
    };
    look();
  });
}

async function selectedCandidateType(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const peer = (window as unknown as { __callProbe: { peers: RTCPeerConnection[] } }).__callProbe.peers.at(-1);
    if (!peer) return 'none';
    const reports = [...(await peer.getStats()).values()] as (Record<string, unknown> & { id: string; type: string })[];
    const byId = new Map(reports.map((report) => [report.id, report]));
    const transport = reports.find((report) => report.type === 'transport');
    const pair = byId.get(String(transport?.selectedCandidatePairId ?? ''));
    return String(byId.get(String(pair?.localCandidateId ?? ''))?.candidateType ?? 'none');
  });
}

async function api(baseUrl: string, token: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A visio appointment of today, 5 minutes, for a new patient; never ended, so every call of a mode reuses it. */
async function bookVisio(server: ServerProcess, token: string, minutesAhead: number) {
  const now = new Date(Date.now() + 3600_000);
  now.setUTCSeconds(0, 0);
  now.setUTCMinutes(Math.ceil((now.getUTCMinutes() + minutesAhead) / 5) * 5);
  const start = now.toISOString().slice(0, 16);
  if (!start.startsWith(new Date(Date.now() + 3600_000).toISOString().slice(0, 10)))
    throw new Error('too late in the day for a call of today: run the benchmark before 23:30 (Algiers)');
  const profile = (await api(server.baseUrl, token, 'GET', '/doctors/web/backbone/retrieve-entity-profile')) as {
    profile: { consultationReasons: { _id: string; isEnabled: boolean; isValidated: boolean }[] };
  };
  const reason = profile.profile.consultationReasons.find((candidate) => candidate.isEnabled && candidate.isValidated)!;
  const created = (await api(server.baseUrl, token, 'POST', '/doctors/appointments/create-new-appointment', {
    consultationReason: reason._id,
    startAt: `${start}:00${practiceOffset}`,
    isNewPatient: true,
    duration: 5,
    type: 'visio',
    newPatient: {
      firstName: 'Bench',
      lastName: `Call${minutesAhead}`,
      gender: 'MALE',
      phone: `+2136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    },
    appointment_ui_id: crypto.randomUUID(),
    patient_ui_id: crypto.randomUUID(),
  })) as { appointment: { _id: string; patient: { _id: string } } };
  return {
    appointmentId: created.appointment._id,
    appointmentPath: `/videocall/${created.appointment._id}/${created.appointment.patient._id}`,
  };
}

/** The patient's join link, as the doctor's "send the link now" gives it (do-call-immediately). */
async function joinLinkOf(server: ServerProcess, token: string, appointmentId: string): Promise<string> {
  const sent = (await api(server.baseUrl, token, 'POST', '/doctors/teleconsulta/do-call-immediately', {
    appointment: appointmentId,
  })) as {
    url: string;
  };
  return new URL(sent.url).pathname;
}

async function newCallContext(browser: Browser, mode: Mode, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Africa/Algiers', serviceWorkers: 'block' });
  await context.addInitScript({
    content:
      `window.__name = (f) => f;` +
      (token ? `localStorage.setItem('${tokenStorageKey}', ${JSON.stringify(token)});` : '') +
      `(${installCallProbe.toString()})(${mode === 'relay'});`,
  });
  return context;
}

async function oneCall(
  browser: Browser,
  baseUrl: string,
  mode: Mode,
  token: string,
  call: { appointmentPath: string; joinPath: string },
) {
  const doctorContext = await newCallContext(browser, mode, token);
  const patientContext = await newCallContext(browser, mode);
  try {
    const doctor = await doctorContext.newPage();
    await doctor.goto(`${baseUrl}${call.appointmentPath}`);
    await doctor.getByTestId('device-join').click();
    await doctor.getByTestId('call-calling').waitFor();
    const patient = await patientContext.newPage();
    await patient.goto(`${baseUrl}${call.joinPath}`);
    // Ready: the devices are chosen and the button enabled (a click on a disabled one does nothing).
    await patient.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="device-join"]');
      return button !== null && !button.disabled && !button.classList.contains('ant-btn-loading');
    });
    // Ready on both sides: the measure starts at the patient's click.
    const doctorFrame = doctor.evaluate(firstRemoteFrame);
    const clickedAt = await patient.evaluate(() => {
      document.querySelector<HTMLButtonElement>('[data-testid="device-join"]')!.click();
      return Date.now();
    });
    const [patientFrame, doctorFrameAt] = await Promise.all([patient.evaluate(firstRemoteFrame), doctorFrame]);
    if (!patientFrame || !doctorFrameAt)
      throw new Error(`no remote video within 20 s (${mode}): doctor ${doctorFrameAt}, patient ${patientFrame}`);
    const doctorMs = doctorFrameAt - clickedAt;
    const patientMs = patientFrame - clickedAt;
    const signals = await Promise.all(
      [doctor, patient].map((page) =>
        page.evaluate(() => (window as unknown as { __callProbe: { sent: number } }).__callProbe.sent),
      ),
    );
    return {
      doctorMs,
      patientMs,
      bothMs: Math.max(doctorMs, patientMs),
      signals: signals[0]! + signals[1]!,
      candidateType: await selectedCandidateType(patient),
    } satisfies Sample;
  } finally {
    await patientContext.close();
    await doctorContext.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(mode: Mode, samples: Sample[]) {
  const both = samples.map((sample) => sample.bothMs);
  const p95 = percentile(both, 95);
  const summary = {
    mode,
    calls: samples.length,
    p50: percentile(both, 50),
    p95,
    max: Math.max(...both),
    doctorP95: percentile(
      samples.map((sample) => sample.doctorMs),
      95,
    ),
    patientP95: percentile(
      samples.map((sample) => sample.patientMs),
      95,
    ),
    signalsPerCall: percentile(
      samples.map((sample) => sample.signals),
      50,
    ),
    signalsMax: Math.max(...samples.map((sample) => sample.signals)),
    candidateTypes: [...new Set(samples.map((sample) => sample.candidateType))],
    target: settings.targets[mode],
    met: p95 < settings.targets[mode],
  };
  log(
    `${mode}: join click to the first remote frame on both sides p50 ${summary.p50} ms, p95 ${p95} ms, max ${summary.max} ms ` +
      `(${summary.met ? 'met' : 'MISSED'}, target under ${summary.target} ms); doctor p95 ${summary.doctorP95} ms, patient p95 ${summary.patientP95} ms; ` +
      `signalling messages per call ${summary.signalsPerCall} (max ${summary.signalsMax}); path ${summary.candidateTypes.join(', ')}`,
  );
  return summary;
}

async function main() {
  if (!existsSync(settings.chromium)) {
    console.error(
      `[bench:call] SKIPPED: no Chromium at ${settings.chromium} (apt-get install chromium, or set BENCH_WEB_CHROMIUM).`,
    );
    return;
  }
  const turnBinary = turnServerPath();
  if (!turnBinary) log('coturn is not installed (apt-get install coturn): the relayed calls are not measured');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-call-'));
  let server: ServerProcess | undefined;
  let turn: RunningTurnServer | undefined;
  let browser: Browser | undefined;
  try {
    const webDist = settings.webDist ?? path.join(workDir, 'web');
    if (!settings.webDist) {
      log('building the web app');
      buildWeb(webDist);
    }
    if (turnBinary) turn = await startTurnServer(turnBinary, workDir, await freePort());
    const port = await freePort();
    server = await startServerProcess({
      name: 'server',
      args: ['--import', 'tsx', 'apps/server/src/server.ts'],
      cwd: repoRoot,
      port,
      healthPath: '/healthz',
      env: {
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: path.join(workDir, 'data'),
        DATABASE_URL: '',
        SMTP_URL: '',
        SEED_DEMO: 'true',
        WEB_DIST_DIR: webDist,
        ICE_SERVERS: turn ? JSON.stringify(turn.iceServers) : '',
        TURN_SECRET: turn?.secret ?? '',
      },
    });
    const token = await signIn(server.baseUrl, visioDoctor);
    const modes: Mode[] = turn ? ['direct', 'relay'] : ['direct'];
    const calls = new Map<Mode, { appointmentPath: string; joinPath: string }>();
    for (const [index, mode] of modes.entries()) {
      const { appointmentId, appointmentPath } = await bookVisio(server, token, 10 + index * 10);
      calls.set(mode, { appointmentPath, joinPath: await joinLinkOf(server, token, appointmentId) });
    }
    browser = await chromium.launch({
      executablePath: settings.chromium,
      args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--disable-gpu'],
    });
    log(`waiting until the machine is quiet (at most ${settings.quietWaitSeconds} s)`);
    await waitForQuiet(settings.quietWaitSeconds);
    const results = [];
    for (const mode of modes) {
      const call = calls.get(mode)!;
      await oneCall(browser, server.baseUrl, mode, token, call); // warm-up
      const samples: Sample[] = [];
      for (let index = 0; index < settings.calls; index += 1)
        samples.push(await oneCall(browser, server.baseUrl, mode, token, call));
      results.push(report(mode, samples));
    }
    if (settings.json) writeFileSync(settings.json, JSON.stringify(results, null, 2));
  } finally {
    await browser?.close();
    await server?.stop();
    if (turn) await stopTurnServer(turn);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

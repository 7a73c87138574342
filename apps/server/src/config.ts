import path from 'node:path';
import { publicBookingLimits } from '@tabib/contracts/public-booking';
import { iceTransportPolicies, type IceTransportPolicy } from '@tabib/contracts/teleconsultation';
import { fileURLToPath } from 'node:url';
import { loadSatimConfig, type SatimConfig } from './modules/card-payments/satim-config';
import { loadPayeeAccounts, type PayeeConfig } from './modules/subscription/payee-accounts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** for MinIO, Garage, Scaleway, OVH...; unset for AWS */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** prepended to every key, e.g. 'tabib/' */
  prefix: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** The address users reach the app at: used in e-mailed links. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the subscription's contact-us messages are e-mailed (the operator). */
  operatorEmail: string;
  /** Where manual subscription payments are made (PAYEE_ACCOUNTS; unset: demo accounts outside production, none in it). */
  payee: PayeeConfig;
  corsOrigins: string[];
  webDistDir: string;
  seedDemo: boolean;
  sessionTtlDays: number;
  logLevel: string;
  /** Behind a reverse proxy, trust X-Forwarded-For for the client address (throttling). */
  trustProxy: boolean;
  /** Also parse every answer with its zod schema before sending it (tests; costs CPU). */
  checkResponses: boolean;
  /** Serve the browsable API reference (API_REFERENCE; default: on where the demo practice is seeded, SEED_DEMO). */
  apiReference: boolean;
  /** Entries of the in-process week cache (0 turns it off); see docs/performance.md. */
  weekCacheEntries: number;
  /** Total size of the week cache's serialized answers, in bytes. */
  weekCacheBytes: number;
  /** Entries of the in-process cache of the public pages' free slots (0 turns it off). */
  freeSlotsCacheEntries: number;
  /** Total size of the free slots cache's serialized answers, in bytes. */
  freeSlotsCacheBytes: number;
  /** Where medical files are kept on disk when no S3 store is configured (MEDICAL_FILES_DIR, default DATA_DIR/medical-files). */
  medicalFilesDir: string;
  /** An S3-compatible store for medical files, when S3_BUCKET is set (README: "Medical files storage"). */
  s3: S3StorageConfig | undefined;
  /** Where avatars are kept on disk when no S3 store is configured (AVATARS_DIR, default DATA_DIR/avatars); under `avatars/` in S3. */
  avatarsDir: string;
  /**
   * Where presigned uploads land (`incoming/`) and the clinic images made from them are kept
   * (`clinic-images/`) when no S3 store is configured (UPLOADS_DIR, default DATA_DIR/uploads); the
   * same folders under `uploads/` in S3.
   */
  uploadsDir: string;
  /** The map's tile server (MAP_TILE_URL, Leaflet's {z}/{x}/{y}/{s} placeholders); the CSP allows its origin. */
  mapTileUrl: string;
  /** The attribution the tile server requires (MAP_TILE_ATTRIBUTION, HTML). */
  mapTileAttribution: string;
  /** The growing wait before checking a password of an account guessed at from many addresses (sign-in-throttle.ts); tests shorten it. */
  signInSlowdown: { firstDelayMs: number; maxDelayMs: number };
  /**
   * The public booking's proof of work (ALTCHA, PBKDF2/SHA-256): `cost` iterations per try and
   * up to `maxCounter` tries (PROOF_OF_WORK_COST, PROOF_OF_WORK_MAX_COUNTER; docs/decisions.md).
   */
  proofOfWork: { cost: number; maxCounter: number };
  /** The public pages' reads per client address and window, counted across processes (public-read-limit.ts). */
  publicReadLimit: { max: number; windowMinutes: number };
  /** The job queue (src/jobs; README "Jobs and patient notices"). */
  jobs: JobsConfig;
  /** The HTTP SMS gateway patient notices go through (SMS_GATEWAY_URL...); unset: SMS are recorded and logged, not sent. */
  smsGateway: SmsGatewayConfig | undefined;
  /** The shared secret the gateway's delivery reports carry (SMS_REPORTS_TOKEN); unset: every report is refused. */
  smsReportsToken: string | undefined;
  /** The calls' STUN/TURN servers (ICE_SERVERS, JSON) and the secret TURN credentials are made from (TURN_SECRET). */
  ice: IceConfig;
  /** SATIM's e-payment platform (SATIM_URL...; unset: the local sandbox, `npm run satim:sandbox`). */
  satim: SatimConfig;
  /** The headless Chromium that prints receipts to PDF (CHROMIUM_PATH, default /usr/bin/chromium); absent, no PDF. */
  chromiumPath: string;
  /** CHROMIUM_SANDBOX=false: a container without user namespaces, where Chromium's sandbox cannot start (it prints only our own receipt page). */
  chromiumSandbox: boolean;
}

/** The teleconsultation's ICE servers (modules/teleconsultation/ice-servers.ts; README "Teleconsultation"). */
export interface IceConfig {
  servers: { urls: string[] }[];
  turnSecret: string | undefined;
  /** ICE_TRANSPORT_POLICY: 'relay' sends every call through TURN (neither side learns the other's address); default 'all'. */
  transportPolicy: IceTransportPolicy;
}

/** The job queue's settings (src/jobs/job-worker.ts). */
export interface JobsConfig {
  /** Run jobs in this process (JOBS_WORKER, default true); every process schedules them. */
  worker: boolean;
  /** The longest wait between two looks for due jobs (JOBS_POLL_MS, default 5000). */
  pollMs: number;
  /** Runs of a failing job before it gives up (JOBS_MAX_ATTEMPTS, default 10). */
  maxAttempts: number;
  /** The wait after a first failure, doubled after each, at most an hour (JOBS_RETRY_MS, default 30000). */
  retryMs: number;
  /** How long done jobs are kept for inspection (JOBS_KEEP_DAYS, default 7). */
  keepDays: number;
}

/** An SMS gateway reached over HTTP (modules/patient-notices/http-sms-gateway.ts). */
export interface SmsGatewayConfig {
  /** POSTed `{ to, text, from, reference }` as JSON (SMS_GATEWAY_URL). */
  url: string;
  /** Sent as `Authorization: Bearer` (SMS_GATEWAY_TOKEN). */
  token: string | undefined;
  /** The sender name or number (SMS_SENDER). */
  sender: string;
  /** How long a send may take before it counts as failed (SMS_GATEWAY_TIMEOUT_MS, default 10000). */
  timeoutMs: number;
}

const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const defaultMapTileAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tabib <no-reply@tabib.test>',
    operatorEmail: env.OPERATOR_EMAIL ?? 'operator@tabib.test',
    payee: loadPayeeAccounts(env),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    checkResponses: env.CHECK_RESPONSES === 'true',
    apiReference: (env.API_REFERENCE ?? env.SEED_DEMO ?? 'true') !== 'false',
    weekCacheEntries: Number(env.WEEK_CACHE_ENTRIES ?? 2000),
    weekCacheBytes: Number(env.WEEK_CACHE_MB ?? 64) * 1024 * 1024,
    freeSlotsCacheEntries: Number(env.FREE_SLOTS_CACHE_ENTRIES ?? 5000),
    freeSlotsCacheBytes: Number(env.FREE_SLOTS_CACHE_MB ?? 32) * 1024 * 1024,
    medicalFilesDir: path.resolve(repoRoot, env.MEDICAL_FILES_DIR ?? path.join(env.DATA_DIR ?? 'data', 'medical-files')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          prefix: env.S3_PREFIX ?? '',
        }
      : undefined,
    avatarsDir: path.resolve(repoRoot, env.AVATARS_DIR ?? path.join(env.DATA_DIR ?? 'data', 'avatars')),
    uploadsDir: path.resolve(repoRoot, env.UPLOADS_DIR ?? path.join(env.DATA_DIR ?? 'data', 'uploads')),
    mapTileUrl: env.MAP_TILE_URL || defaultMapTileUrl,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? defaultMapTileAttribution,
    signInSlowdown: { firstDelayMs: 1000, maxDelayMs: 30_000 },
    proofOfWork: {
      cost: Number(env.PROOF_OF_WORK_COST ?? 500),
      maxCounter: Number(env.PROOF_OF_WORK_MAX_COUNTER ?? 5000),
    },
    publicReadLimit: { ...publicBookingLimits.readsPerAddress },
    jobs: {
      worker: env.JOBS_WORKER !== 'false',
      pollMs: Number(env.JOBS_POLL_MS ?? 5000),
      maxAttempts: Number(env.JOBS_MAX_ATTEMPTS ?? 10),
      retryMs: Number(env.JOBS_RETRY_MS ?? 30_000),
      keepDays: Number(env.JOBS_KEEP_DAYS ?? 7),
    },
    smsGateway: env.SMS_GATEWAY_URL
      ? {
          url: env.SMS_GATEWAY_URL,
          token: env.SMS_GATEWAY_TOKEN || undefined,
          sender: env.SMS_SENDER ?? 'Tabib',
          timeoutMs: Number(env.SMS_GATEWAY_TIMEOUT_MS ?? 10_000),
        }
      : undefined,
    smsReportsToken: env.SMS_REPORTS_TOKEN || undefined,
    ice: {
      servers: iceServersOf(env.ICE_SERVERS),
      turnSecret: env.TURN_SECRET || undefined,
      transportPolicy: iceTransportPolicyOf(env.ICE_TRANSPORT_POLICY),
    },
    satim: loadSatimConfig(env),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromiumSandbox: env.CHROMIUM_SANDBOX !== 'false',
  };
}

function iceTransportPolicyOf(value: string | undefined): IceTransportPolicy {
  if (!value) return 'all';
  if (!(iceTransportPolicies as readonly string[]).includes(value))
    throw new Error(`ICE_TRANSPORT_POLICY must be one of ${iceTransportPolicies.join(', ')} (got ${value})`);
  return value as IceTransportPolicy;
}

/** ICE_SERVERS: a JSON array of `{ "urls": "stun:..." }` or `{ "urls": ["turn:...", "turns:..."] }`; a malformed value stops the start. */
function iceServersOf(value: string | undefined): IceConfig['servers'] {
  if (!value) return [];
  const parsed: unknown = JSON.parse(value);
  const urlsOf = (entry: unknown) => {
    const urls = (entry as { urls?: unknown } | null)?.urls;
    const list = typeof urls === 'string' ? [urls] : urls;
    if (!Array.isArray(list) || list.length === 0 || !list.every((url) => /^(stun|turns?):/.test(String(url))))
      throw new Error(`ICE_SERVERS: each entry needs "urls", stun:, turn: or turns: addresses (got ${JSON.stringify(entry)})`);
    return list.map(String);
  };
  if (!Array.isArray(parsed)) throw new Error('ICE_SERVERS must be a JSON array');
  return parsed.map((entry) => ({ urls: urlsOf(entry) }));
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Where medical files are kept on disk when no S3 store is configured (MEDICAL_FILES_DIR, default DATA_DIR/medical-files). */
  medicalFilesDir: string;
  /** An S3-compatible store for medical files, when S3_BUCKET is set (README: "Medical files storage"). */
  s3: S3StorageConfig | undefined;
  /** Where avatars are kept on disk when no S3 store is configured (AVATARS_DIR, default DATA_DIR/avatars); under `avatars/` in S3. */
  avatarsDir: string;
  /** The map's tile server (MAP_TILE_URL, Leaflet's {z}/{x}/{y}/{s} placeholders); the CSP allows its origin. */
  mapTileUrl: string;
  /** The attribution the tile server requires (MAP_TILE_ATTRIBUTION, HTML). */
  mapTileAttribution: string;
  /** The growing wait before checking a password of an account guessed at from many addresses (sign-in-throttle.ts); tests shorten it. */
  signInSlowdown: { firstDelayMs: number; maxDelayMs: number };
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
    mapTileUrl: env.MAP_TILE_URL || defaultMapTileUrl,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? defaultMapTileAttribution,
    signInSlowdown: { firstDelayMs: 1000, maxDelayMs: 30_000 },
  };
}

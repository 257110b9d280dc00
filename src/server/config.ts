import net from 'node:net';
import path from 'node:path';

import { z } from 'zod';

import { PART_IMAGES_BUCKET } from '../domain/images.ts';

const booleanSetting = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address or a CIDR range of addresses: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE = 'must be false, the number of proxies in front of the shop (1, 2…), or a comma-separated list of proxy addresses';

/** Which proxies may tell the shop a client's address, host and protocol (X-Forwarded-*). Off by default. */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (/^(false|off|no|none)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const addresses = value.split(',').map((item) => item.trim()).filter(Boolean);
      if (addresses.length && addresses.every(isAddressOrRange)) return addresses;
    }
    context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

export type TrustProxy = false | number | string[];

/** Where the S3-compatible picture storage is (storage/s3-storage.ts). */
export interface S3Settings {
  endpoint: string;
  /** The bucket that holds the shop's pictures ('partimages' unless S3_BUCKET says otherwise). */
  bucket: string;
  region: string;
  /** When unset, the SDK's own chain is used (AWS_* variables, an instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Addresses as endpoint/bucket/key (MinIO, s3rver, most self-hosted stores) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  EMBEDDED_DATABASE_CACHE_MB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(16, 'must be at least 16')
    .max(4096, 'must be at most 4096')
    .optional(),
  SHOP_NAME: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters').default('Silver Streak Restoration Parts'),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
  CONTACT_EMAIL: z.email('must be an e-mail address').default('parts@example.com'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: booleanSetting.default(true),
  CATALOG_CACHE: booleanSetting.default(true),
  PUBLIC_URL: z.url('must be a URL such as https://parts.example.com').optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.eu-west-1.amazonaws.com').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .default(PART_IMAGES_BUCKET),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  S3_FORCE_PATH_STYLE: booleanSetting.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an SMTP address such as smtps://user:password@smtp.example.com:465')
    .optional(),
  MAIL_FROM: z.email('must be an e-mail address').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' })
    .optional(),
  PUBLIC_API_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be at least 10')
    .max(1_000_000, 'must be at most 1000000')
    .default(300),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** What the server logs: each request from `info` (the default in production), warnings and errors only from `warn` (elsewhere). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's buffer cache (PostgreSQL's shared_buffers) in MB; unset, it is sized to the database when it opens (db/client.ts). */
  embeddedDatabaseCacheMb: number | undefined;
  shopName: string;
  adminEmail: string;
  /** The first contact e-mail on the Contact page; the owner changes it in Shop settings. */
  contactEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Keep the public catalogue's answers in memory until the catalogue changes (on by default). */
  catalogCache: boolean;
  /** Origin used in canonical URLs and the sitemap; defaults to the listening address. */
  publicUrl: string;
  /** Proxies whose X-Forwarded-For/-Host/-Proto are believed; false trusts no header (docs/security.md). */
  trustProxy: TrustProxy;
  /** Requests one address may make to the public catalogue API per minute before 429. */
  publicApiRequestsPerMinute: number;
  /** A read replica of DATABASE_URL for the public catalogue's reads (writes and the admin area stay on DATABASE_URL). */
  databaseReadUrl: string | undefined;
  /** Pictures in an S3-compatible bucket instead of DATA_DIR/storage (set by S3_ENDPOINT). */
  s3: S3Settings | undefined;
  /** Where the shop's e-mail goes out (SMTP_URL) and who it is from (MAIL_FROM, else CONTACT_EMAIL); unset, the shop sends none. */
  mail: MailSettings | undefined;
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export class ConfigError extends Error {}

/** Reads the settings once. The only place in the project that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = ConfigSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.DATABASE_READ_URL && !c.DATABASE_URL) problems.push('  DATABASE_READ_URL: needs DATABASE_URL (a replica of the embedded database cannot exist)');
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    nodeEnv: c.NODE_ENV,
    logLevel: c.LOG_LEVEL ?? (c.NODE_ENV === 'production' ? 'info' : 'warn'),
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    embeddedDatabaseCacheMb: c.EMBEDDED_DATABASE_CACHE_MB,
    shopName: c.SHOP_NAME,
    adminEmail: c.ADMIN_EMAIL.trim().toLowerCase(),
    contactEmail: c.CONTACT_EMAIL.trim(),
    adminPassword: c.ADMIN_PASSWORD,
    seedDemo: c.SEED_DEMO,
    catalogCache: c.CATALOG_CACHE,
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/$/, ''),
    trustProxy: c.TRUST_PROXY,
    publicApiRequestsPerMinute: c.PUBLIC_API_REQUESTS_PER_MINUTE,
    databaseReadUrl: c.DATABASE_READ_URL,
    s3: c.S3_ENDPOINT
      ? {
          endpoint: c.S3_ENDPOINT,
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          credentials: c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mail: c.SMTP_URL ? { smtpUrl: c.SMTP_URL, from: (c.MAIL_FROM ?? c.CONTACT_EMAIL).trim() } : undefined,
  };
}

import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… selects a PostgreSQL server; without it the embedded PGlite stores data below dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built web app served beside the API (`WEB_DIST`); `npm start` builds it there when it is stale. */
  webDist: string | undefined;
  /** Whether the first start of an empty database seeds the demo fairs and accounts (`DEMO=false`: it does not). */
  demo: boolean;
  publicUrl: string;
  logLevel: string;
  /** smtp(s)://user:pass@host:port; without it mails stay in the outbox and the log shows them. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Attempts per 15 minutes before login answers 429. */
  loginLimitPerAccount: number;
  loginLimitPerAddress: number;
  /** Anonymous binding orders per 10 minutes and client address. */
  orderLimitPerAddress: number;
  /** Double opt-in confirmations per 10 minutes and client address. */
  confirmLimitPerAddress: number;
  /** Checks whether an e-mail address is known (check e-mail, validate) per 10 minutes and client address. */
  lookupLimitPerAddress: number;
  lookupLimitPerEmail: number;
  /** Offer links mailed per 10 minutes and client address. */
  offerMailLimitPerAddress: number;
  /** Pro-forma invoices of unsaved configurations per 10 minutes and client address (each is a PDF rendered). */
  proFormaLimitPerAddress: number;
  /** Uploads per 10 minutes and client address; staff fill whole catalogues and get their own, higher limit. */
  uploadLimitPerAddress: number;
  staffUploadLimitPerAddress: number;
  /** Password reset requests per 15 minutes and client address, and per hour and e-mail address. */
  resetLimitPerAddress: number;
  resetLimitPerEmail: number;
  /** New passwords set through reset links per 15 minutes and client address. */
  newPasswordLimitPerAddress: number;
  /** Manual requests for new credentials per hour and client address. */
  credentialsLimitPerAddress: number;
  credentialsLimitPerEmail: number;
  sessionHours: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none, the default: the connection's address
   * is the client), or their addresses and subnets (`10.0.0.0/8,127.0.0.1`, `loopback`).
   */
  trustProxy: false | string;
  /** Seconds a mail worker's claim on a mail holds without renewal: a dead process's mails go out again after it. */
  mailLeaseSeconds: number;
  /** The bearer token of /metrics; without it the server has no /metrics. */
  metricsToken: string | undefined;
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(value)) throw new Error('METRICS_TOKEN must be 20 to 200 letters, digits, - or _');
  return value;
}

function demoSetting(value: string | undefined): boolean {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (trimmed === '' || trimmed === 'true' || trimmed === '1') return true;
  if (trimmed === 'false' || trimmed === '0') return false;
  throw new Error(`DEMO is true or false, got '${value}'`);
}

function trustedProxies(value: string | undefined): AppConfig['trustProxy'] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  // "true" or a hop count would let a client that reaches the server directly forge its address.
  if (trimmed === 'true' || /^\d+$/.test(trimmed)) throw new Error(`TRUST_PROXY names the proxies' addresses or subnets, got '${trimmed}'`);
  return trimmed;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || 'data'),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    demo: demoSetting(env.DEMO),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Messeportal <service@messeportal.example>',
    loginLimitPerAccount: integer(env.LOGIN_LIMIT_PER_ACCOUNT, 10, 'LOGIN_LIMIT_PER_ACCOUNT'),
    loginLimitPerAddress: integer(env.LOGIN_LIMIT_PER_ADDRESS, 50, 'LOGIN_LIMIT_PER_ADDRESS'),
    orderLimitPerAddress: integer(env.ORDER_LIMIT_PER_ADDRESS, 30, 'ORDER_LIMIT_PER_ADDRESS'),
    confirmLimitPerAddress: integer(env.CONFIRM_LIMIT_PER_ADDRESS, 30, 'CONFIRM_LIMIT_PER_ADDRESS'),
    lookupLimitPerAddress: integer(env.LOOKUP_LIMIT_PER_ADDRESS, 60, 'LOOKUP_LIMIT_PER_ADDRESS'),
    lookupLimitPerEmail: integer(env.LOOKUP_LIMIT_PER_EMAIL, 20, 'LOOKUP_LIMIT_PER_EMAIL'),
    offerMailLimitPerAddress: integer(env.OFFER_MAIL_LIMIT_PER_ADDRESS, 20, 'OFFER_MAIL_LIMIT_PER_ADDRESS'),
    proFormaLimitPerAddress: integer(env.PRO_FORMA_LIMIT_PER_ADDRESS, 30, 'PRO_FORMA_LIMIT_PER_ADDRESS'),
    uploadLimitPerAddress: integer(env.UPLOAD_LIMIT_PER_ADDRESS, 30, 'UPLOAD_LIMIT_PER_ADDRESS'),
    staffUploadLimitPerAddress: integer(env.STAFF_UPLOAD_LIMIT_PER_ADDRESS, 300, 'STAFF_UPLOAD_LIMIT_PER_ADDRESS'),
    resetLimitPerAddress: integer(env.RESET_LIMIT_PER_ADDRESS, 20, 'RESET_LIMIT_PER_ADDRESS'),
    resetLimitPerEmail: integer(env.RESET_LIMIT_PER_EMAIL, 5, 'RESET_LIMIT_PER_EMAIL'),
    newPasswordLimitPerAddress: integer(env.NEW_PASSWORD_LIMIT_PER_ADDRESS, 30, 'NEW_PASSWORD_LIMIT_PER_ADDRESS'),
    credentialsLimitPerAddress: integer(env.CREDENTIALS_LIMIT_PER_ADDRESS, 10, 'CREDENTIALS_LIMIT_PER_ADDRESS'),
    credentialsLimitPerEmail: integer(env.CREDENTIALS_LIMIT_PER_EMAIL, 3, 'CREDENTIALS_LIMIT_PER_EMAIL'),
    sessionHours: integer(env.SESSION_HOURS, 12, 'SESSION_HOURS'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    mailLeaseSeconds: integer(env.MAIL_LEASE_SECONDS, 60, 'MAIL_LEASE_SECONDS'),
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

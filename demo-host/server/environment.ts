// The environment both starts read (the product's main.ts and the demo's start): each variable
// checked once, here; a wrong value stops the start with a sentence saying what was expected,
// rather than every request failing later. docs/operating.md lists them all.

import { readFileSync } from 'node:fs';
import type { IceServer } from '@shared/api/callSignal';
import { parseIceServers } from './call/iceServers';
import { isPostgresUrl } from './db/database';
import type { OutgoingOptions } from './outgoing/outgoingOptions';

export class EnvironmentError extends Error {}

type Env = Record<string, string | undefined>;

export function portFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new EnvironmentError(`${name} must be a port number (0-65535), got "${raw}"`);
  return port;
}

/** TRUST_PROXY: `true`, or the proxies' addresses and CIDRs separated by commas (fastify's trustProxy). */
function trustProxyFrom(env: Env): boolean | string | undefined {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw == 'false') return undefined;
  return raw == 'true' ? true : raw;
}

function iceServersFrom(env: Env): IceServer[] {
  try {
    return parseIceServers(env.ICE_SERVERS);
  } catch (error) {
    throw new EnvironmentError(
      `${(error as Error).message}\n  for example: ICE_SERVERS='[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]'`,
    );
  }
}

/** DATABASE_URL: PostgreSQL, shared by every instance; SQLite in DATA_DIR without it. */
function databaseUrlFrom(env: Env): string | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!isPostgresUrl(url))
    throw new EnvironmentError('DATABASE_URL must be postgres://user:password@host:port/database');
  return url;
}

/**
 * OWNER_LOGIN and OWNER_PASSWORD: the product's first owner (main.ts), both or neither. One alone
 * is a mistake (a misspelt name), not a wish for the setup link.
 */
export function firstOwnerFrom(env: Env): { login: string; password: string } | undefined {
  const login = env.OWNER_LOGIN?.trim();
  const password = env.OWNER_PASSWORD;
  if (!login && !password) return undefined;
  if (!login || !password)
    throw new EnvironmentError(
      `${login ? 'OWNER_PASSWORD' : 'OWNER_LOGIN'} is missing: set both OWNER_LOGIN and OWNER_PASSWORD, or neither`,
    );
  return { login, password };
}

/**
 * SMTP_URL (smtp:// or smtps://, with MAIL_FROM), the DKIM key (DKIM_DOMAIN, DKIM_SELECTOR and
 * DKIM_PRIVATE_KEY_FILE, all or none) and WEBHOOK_ALLOW_PRIVATE (docs/operating.md#mail-and-webhooks).
 */
export function outgoingFrom(env: Env): OutgoingOptions {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new EnvironmentError('SMTP_URL must be smtp://user:password@host:port or smtps://…');
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (smtpUrl && !mailFrom)
    throw new EnvironmentError(
      'MAIL_FROM is missing: the sender of every mail, e.g. MAIL_FROM="Shop support <support@shop.example>"',
    );
  const dkimParts = [env.DKIM_DOMAIN?.trim(), env.DKIM_SELECTOR?.trim(), env.DKIM_PRIVATE_KEY_FILE?.trim()];
  if (dkimParts.some(Boolean) && !dkimParts.every(Boolean))
    throw new EnvironmentError('DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together');
  let dkim: OutgoingOptions['dkim'];
  if (dkimParts.every(Boolean)) {
    const [domainName, keySelector, keyFile] = dkimParts as string[];
    try {
      dkim = { domainName, keySelector, privateKey: readFileSync(keyFile, 'utf8') };
    } catch (error) {
      throw new EnvironmentError(`DKIM_PRIVATE_KEY_FILE cannot be read: ${(error as Error).message}`);
    }
  }
  const allow = env.WEBHOOK_ALLOW_PRIVATE?.trim();
  if (allow && allow != 'true' && allow != 'false')
    throw new EnvironmentError(`WEBHOOK_ALLOW_PRIVATE must be true or false, got "${allow}"`);
  return { smtpUrl, mailFrom, dkim, allowPrivateWebhooks: allow == 'true' };
}

/** pino's levels, which fastify's logger takes. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelFrom(env: Env): string {
  const level = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(level))
    throw new EnvironmentError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
}

export interface Environment {
  databaseUrl?: string;
  dataDir?: string;
  filesDir?: string;
  port: number;
  host: string;
  publicOrigin?: string;
  trustProxy?: boolean | string;
  iceServers: IceServer[];
  /** The product's log (the demo stays quiet). */
  logLevel: string;
  /** Mail and webhooks. */
  outgoing: OutgoingOptions;
}

export function environmentOf(env: Env = process.env): Environment {
  return {
    databaseUrl: databaseUrlFrom(env),
    dataDir: env.DATA_DIR || undefined,
    filesDir: env.FILES_DIR || undefined,
    port: portFrom(env, 'PORT', 8080),
    host: env.HOST || 'localhost',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: trustProxyFrom(env),
    iceServers: iceServersFrom(env),
    logLevel: logLevelFrom(env),
    outgoing: outgoingFrom(env),
  };
}

/** Where the data is, for the start's banner: a PostgreSQL URL without its password. */
export function dataPlace({ databaseUrl, dataDir, filesDir }: Environment): { data: string; files: string } {
  const dir = dataDir ?? './data';
  return {
    data: databaseUrl ? 'PostgreSQL at ' + databaseUrl.replace(/\/\/[^@/]*@/, '//') : dir,
    files: filesDir ?? `${dir}/uploads`,
  };
}

/** The start's banner line for mail: where it goes, without the SMTP password, or that it is off. */
export function mailPlace({ outgoing }: Environment): string {
  if (!outgoing.smtpUrl) return 'off (no SMTP_URL: nothing is mailed)';
  const server = outgoing.smtpUrl.replace(/\/\/[^@/]*@/, '//');
  return `${server} as ${outgoing.mailFrom}${outgoing.dkim ? ', DKIM-signed' : ''}`;
}

/** Runs `start`; an EnvironmentError ends the process with its sentence, not a stack. */
export async function startOrExplain<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(`chat-online: ${error.message}`);
    process.exit(1);
  }
}

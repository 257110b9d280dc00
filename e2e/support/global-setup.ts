import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { startSmtpServer } from '../../src/server/testing/smtp-server.ts';

import { findChromium } from './chromium.ts';

/** The shop's public e-mail address in the browser tests. */
export const E2E_CONTACT_EMAIL = 'counter@parts.example';

/** Who the shop's e-mail is from in the browser tests. */
export const E2E_MAIL_FROM = 'shop@parts.example';

/** The administrator the browser tests sign in as. */
export const E2E_ADMIN = { email: 'owner@example.com', password: 'e2e-admin-password-1926' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    dataDir: string;
    /** The server's output, as it is written: e2e/support/server-log.ts fails a spec file that saw an error in it. */
    serverLogFile: string;
    databaseKind: 'pglite' | 'postgres';
    /** Where the run's mail server leaves each e-mail the shop sent, a JSON file each (e2e/support/mailbox.ts reads them). */
    mailDir: string;
  }
}

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const LISTENING = /is open at (http:\/\/\S+) /;

/** A database of its own on TEST_DATABASE_URL's server, for the PostgreSQL pass (E2E_DATABASE=postgres). */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (process.env.E2E_DATABASE !== 'postgres') return null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('E2E_DATABASE=postgres needs TEST_DATABASE_URL (a PostgreSQL user allowed to create databases).');
  const name = `shop_e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Lines of the server's JSON log at level error (50) or fatal (60): a 5xx or a crash during the run. */
export function serverErrors(log: string): string[] {
  return log.split('\n').filter((line) => /^\{.*"level":(50|60)[,}]/.test(line));
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The run's mail server: each e-mail it receives is written to `dir` as JSON (read by mailbox.ts). */
async function startMailServer(dir: string): Promise<{ port: number; close(): Promise<void> }> {
  let received = 0;
  return startSmtpServer(({ envelopeTo, mail }) => {
    const file = path.join(dir, `${String(++received).padStart(5, '0')}.json`);
    fs.writeFileSync(file, JSON.stringify({ to: envelopeTo, subject: mail.subject ?? '', text: mail.text ?? '' }));
  });
}

/**
 * Starts the real shop (built app, a fresh database with the demo catalogue: embedded, or PostgreSQL
 * with E2E_DATABASE=postgres) for the browser tests, on a port the system picks. Its settings are all
 * written here, none inherited from the shell. Its output goes to a file that
 * e2e/support/server-log.ts reads after each spec file: any error the server logged fails that file.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const postgres = await postgresDatabase();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-mail-'));
  const mailServer = await startMailServer(mailDir);
  let log = '';
  const logFile = path.join(os.tmpdir(), `shop-e2e-server-${process.pid}.log`);
  fs.writeFileSync(logFile, '');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: postgres?.url ?? '',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      CONTACT_EMAIL: E2E_CONTACT_EMAIL,
      // The shop sends its e-mail to the run's own mail server, as a shop with SMTP_URL does.
      SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`,
      MAIL_FROM: E2E_MAIL_FROM,
      // One browser makes every request of the run from one address.
      PUBLIC_API_REQUESTS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    log += chunk.toString();
    fs.appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const cleanUp = async () => {
    await stop(child);
    await mailServer.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logFile, { force: true });
  };

  let baseUrl: string;
  try {
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The shop server did not start within ${START_TIMEOUT_MS / 1000} s:\n${log}`)), START_TIMEOUT_MS);
      const check = () => {
        const match = LISTENING.exec(log);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The shop server stopped while starting (exit ${code}):\n${log}`));
      });
    });
    const health = await fetch(`${baseUrl}/api/health`);
    if (!health.ok) throw new Error(`The shop server answers /api/health with ${health.status}:\n${log}`);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', dataDir);
  project.provide('serverLogFile', logFile);
  project.provide('databaseKind', postgres ? 'postgres' : 'pglite');
  project.provide('mailDir', mailDir);

  return cleanUp;
}

import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', databaseUrl: undefined, shopName: 'Silver Streak Restoration Parts', seedDemo: true, embeddedDatabaseCacheMb: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('names each bad setting and what is wrong with it', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', SEED_DEMO: 'maybe' })).toThrow(
      /PORT: must be a port number[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*ADMIN_EMAIL: must be an e-mail address[\s\S]*SEED_DEMO: must be true or false/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
    expect(() => loadConfig({ EMBEDDED_DATABASE_CACHE_MB: '8' })).toThrow(/EMBEDDED_DATABASE_CACHE_MB: must be at least 16/);
    expect(loadConfig({ EMBEDDED_DATABASE_CACHE_MB: '256' }).embeddedDatabaseCacheMb).toBe(256);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent/);
  });

  it('logs each request in production and warnings elsewhere, unless LOG_LEVEL says otherwise', () => {
    expect([loadConfig({}).logLevel, loadConfig({ NODE_ENV: 'production' }).logLevel]).toEqual(['warn', 'info']);
    expect([loadConfig({ LOG_LEVEL: 'info' }).logLevel, loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error' }).logLevel]).toEqual(['info', 'error']);
  });

  it('keeps pictures on disk unless S3_ENDPOINT names an object store, and checks the S3 and replica settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'partimages',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com', S3_BUCKET: 'chief-parts', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      bucket: 'chief-parts',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_ENDPOINT: must be a URL[\s\S]*S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/shop' })).toThrow('DATABASE_READ_URL: needs DATABASE_URL');
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/shop', DATABASE_READ_URL: 'postgres://replica/shop' }).databaseReadUrl).toBe('postgres://replica/shop');
  });

  it('sends no e-mail unless SMTP_URL names a mail server, sent as MAIL_FROM or else the contact address', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://shop:secret@smtp.example.com:465', CONTACT_EMAIL: 'parts@chief.example' }).mail).toEqual({ smtpUrl: 'smtps://shop:secret@smtp.example.com:465', from: 'parts@chief.example' });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'orders@chief.example' }).mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'orders@chief.example' });
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'not an address' })).toThrow(/SMTP_URL: must be an SMTP address[\s\S]*MAIL_FROM: must be an e-mail address/);
  });

  it('treats empty settings as unset and lower-cases the admin e-mail', () => {
    const config = loadConfig({ PORT: '', ADMIN_EMAIL: 'Owner@Example.COM', SEED_DEMO: 'false' });
    expect(config.port).toBe(3000);
    expect(config.adminEmail).toBe('owner@example.com');
    expect(config.seedDemo).toBe(false);
  });

  it('trusts no proxy header unless TRUST_PROXY names a hop count or the proxies\' addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    for (const bad of ['true', '0', 'proxy.example', '10.0.0.0/33', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false, the number of proxies/);
    }
  });
});

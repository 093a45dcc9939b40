import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The ConfigError's message, or a failure when the env was accepted. */
function errorFor(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('#loadConfig', () => {
  it('uses the embedded defaults on a fresh machine', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(4000);
    expect(c.NODE_ENV).toBe('development');
    // The repository's ./data, wherever the process was started (npm start runs at the root,
    // workspace scripts in server/).
    const repoData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');
    expect(c.DATA_DIR).toBe(repoData);
    expect(c.pgliteDir).toBe(path.join(repoData, 'pglite'));
    expect(c.uploadsDir).toBe(path.join(repoData, 'uploads'));
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.oidc).toBeNull();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.EXPOSE_OUTBOX).toBe(true);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/lh' }).DATA_DIR).toBe(path.resolve('var/lh'));
  });

  it('treats empty strings as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', OIDC_ISSUER: '' });
    expect(c.PORT).toBe(4000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.oidc).toBeNull();
  });

  it("puts SCORM packages on a second port of the app's other name on one machine, or on PACKAGE_ORIGIN, never on the app's own origin", () => {
    expect(loadConfig({}).packageOrigin).toBe('http://127.0.0.1:4001');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'http://127.0.0.1:4100' }).packageOrigin).toBe('http://localhost:4101');
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.com', PACKAGE_PORT: '8443' }).packageOrigin).toBe('https://learn.example.com:8443');
    expect(loadConfig({ PACKAGE_ORIGIN: 'https://packages.example.net/' }).packageOrigin).toBe('https://packages.example.net');
    expect(loadConfig({ PORT: '0' }).packageOrigin).toBeNull();
    expect(errorFor({ PUBLIC_URL: 'https://learn.example.com', PACKAGE_ORIGIN: 'https://learn.example.com' })).toContain(
      "PACKAGE_ORIGIN: must not be the app's own origin",
    );
  });

  it('derives the public URL from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.com/' }).publicUrl).toBe('https://learn.example.com');
  });

  it('hides the dev outbox in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).EXPOSE_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', EXPOSE_OUTBOX: 'true' }).EXPOSE_OUTBOX).toBe(true);
  });

  it('seeds the demo company by default in development only; SEED_DEMO=true still seeds in production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('enables OpenID Connect when all three variables are set', () => {
    const c = loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' });
    expect(c.oidc).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '40.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['SMTP_URL', { SMTP_URL: 'https://mail.example.com' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SEED_DEMO', { SEED_DEMO: 'yes' }],
    ['DEMO_PASSWORD', { DEMO_PASSWORD: 'short' }],
    ['OIDC_ISSUER', { OIDC_ISSUER: 'ftp://idp.example.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }],
  ])('names %s when its value is bad', (variable, env) => {
    expect(errorFor(env)).toMatch(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('serves and works in one process by default; web or worker alone only on PostgreSQL', () => {
    expect(loadConfig({}).ROLE).toBe('all');
    const shared = { DATABASE_URL: 'postgres://localhost/lh', REDIS_URL: 'redis://localhost:6379' };
    expect(loadConfig({ ...shared, ROLE: 'web', SIGNING_SECRET: 'x'.repeat(32) }).ROLE).toBe('web');
    expect(loadConfig({ ...shared, ROLE: 'worker' }).ROLE).toBe('worker');
    const worker = errorFor({ ROLE: 'worker' });
    expect(worker).toContain('ROLE=worker needs DATABASE_URL: the embedded database belongs to one process');
    expect(worker).toContain('ROLE=worker needs REDIS_URL');
    expect(errorFor({ ...shared, ROLE: 'web' })).toContain('ROLE=web needs SIGNING_SECRET');
    expect(errorFor({ ...shared, ROLE: 'both' })).toContain('ROLE:');
  });

  it('keeps files on disk by default; S3_BUCKET moves them to a bucket, with its address and keys together', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'lh-files' }).s3).toEqual({ bucket: 'lh-files', region: 'us-east-1', forcePathStyle: false });
    const minio = {
      S3_BUCKET: 'lh-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'lh-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(errorFor({ S3_BUCKET: 'lh-files', S3_ACCESS_KEY_ID: 'id' })).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(errorFor({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain('S3_BUCKET: set it too');
    expect(errorFor({ S3_BUCKET: 'Files_Here' })).toContain('S3_BUCKET: must be a bucket name');
    expect(errorFor({ S3_BUCKET: 'lh-files', S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT: must be a URL starting with http:// or https://');
  });

  it('reports every bad variable at once', () => {
    const message = errorFor({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL:');
  });

  it.each([
    [{ OIDC_ISSUER: 'https://accounts.google.com' }],
    [{ OIDC_CLIENT_ID: 'id' }],
    [{ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id' }],
    [{ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' }],
  ])('refuses a partial OpenID Connect configuration (%o)', (env) => {
    const message = errorFor(env);
    expect(message).toContain('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  });
});

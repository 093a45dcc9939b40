/**
 * The streaming multipart parser (multipart.ts): files arrive as Files backed by temporary files,
 * which are gone once the answer is made; a malformed, oversized or many-part body is refused
 * with a clear status before any route sees it.
 */
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { MAX_UPLOAD_BYTES } from './file-check.js';
import { parseMultipart } from './multipart.js';

// A temporary directory of this file's own: test files running beside it upload too, and their
// folders in the shared one would come and go between two looks.
const ownTmp = mkdtempSync(path.join(os.tmpdir(), 'multipart-test-'));
const sharedTmp = process.env.TMPDIR;
beforeAll(() => {
  process.env.TMPDIR = ownTmp;
});
afterAll(async () => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  await rm(ownTmp, { recursive: true, force: true });
});

const tempFolders = async () => (await readdir(os.tmpdir())).filter((n) => n.startsWith('learnhub-upload-')).sort();

describe('parseMultipart', () => {
  it('gives fields as text and files as Files with their names, types and bytes, in a temporary folder it removes', async () => {
    const form = new FormData();
    form.set('step_id', '3');
    form.set('a', new File([Buffer.from('first file')], 'é.csv', { type: 'text/csv' }));
    form.set('b', new File([new Uint8Array(70_000).fill(7)], 'b.png', { type: 'image/png' }));
    const before = await tempFolders();
    const parsed = await parseMultipart(new Request('http://x/', { method: 'POST', body: form }));
    expect(parsed.form.get('step_id')).toBe('3');
    const a = parsed.form.get('a') as File;
    expect([a.name, a.type, await a.text()]).toEqual(['é.csv', 'text/csv', 'first file']);
    const b = parsed.form.get('b') as File;
    expect(b.size).toBe(70_000);
    expect(new Uint8Array(await b.arrayBuffer()).every((v) => v === 7)).toBe(true);
    expect((await tempFolders()).length).toBe(before.length + 1);
    await parsed.dispose();
    expect(await tempFolders()).toEqual(before);
  });

  it('cuts a file one byte over the limit, so the services refuse it by its size', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(100)], 'x.png'));
    const parsed = await parseMultipart(new Request('http://x/', { method: 'POST', body: form }), { maxFileBytes: 40, maxBodyBytes: 10_000 });
    expect((parsed.form.get('file') as File).size).toBe(41);
    await parsed.dispose();
  });
});

describe('multipart requests through the app', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await buildCompany(t)).owner.token;
  });
  afterAll(() => t.close());

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.fetch(path, { method: 'POST', body, headers: { authorization: `Bearer ${token}`, ...headers }, duplex: 'half' } as RequestInit);

  it('400 for a body that is not the multipart it says it is, on REST and GraphQL, in their shapes', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=xyz' };
    const rest = await post('/api/v1/upload_files', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nno end', headers);
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ error: 'Malformed form data in request body.' });
    const gql = await post('/graphql', 'garbage', { 'content-type': 'multipart/form-data' });
    expect(gql.status).toBe(400);
    expect((await gql.json()).errors[0].message).toContain('Malformed form data in request body.');
  });

  it('a route that refuses first (no token) never reads the body, so nothing is written', async () => {
    const before = await tempFolders();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(1000)], 'a.pdf'));
    const res = await t.fetch('/api/v1/upload_files', { method: 'POST', body: form });
    expect(res.status).toBe(401);
    expect(await tempFolders()).toEqual(before);
  });

  it('400 for a form of 300 parts', async () => {
    const form = new FormData();
    for (let i = 0; i < 300; i++) form.append(`f${i}`, 'x');
    const res = await post('/api/v1/upload_files', form);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The form has too many parts.' });
  });

  it('413 for a streamed body with no length that grows past 15 MB, and no temporary file left', async () => {
    const before = await tempFolders();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
          ),
        );
      },
      pull(controller) {
        sent += chunk.length;
        if (sent > MAX_UPLOAD_BYTES * 2) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await post('/api/v1/upload_files', body, { 'content-type': 'multipart/form-data; boundary=xyz' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'File size exceeds the maximum limit of 15 MB.' });
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES * 2);
    expect(await tempFolders()).toEqual(before);
  });
});

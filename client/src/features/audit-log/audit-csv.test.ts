import { describe, expect, it } from 'vitest';
import { EXPORT_FAILED, fetchAuditCsv } from './audit-csv';
import { NO_FILTER } from './audit-display';

const HEADER = 'seq,time,action,actor,actor_type,made_by,target_type,target_id,target,ip,before,after,hash\r\n';

describe('fetchAuditCsv', () => {
  it('asks for the filtered log as CSV and hands back the file', async () => {
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(HEADER, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }) as typeof fetch;
    const blob = await fetchAuditCsv({ ...NO_FILTER, action: 'signIn' }, fetcher);
    expect(asked).toEqual(['/api/v1/audit_log?format=csv&action=signIn']);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe(HEADER);
  });

  it("rejects with the server's words, or ours when it gave none", async () => {
    const refusing = (async () => Response.json({ error: 'The range must start before it ends.' }, { status: 422 })) as typeof fetch;
    await expect(fetchAuditCsv(NO_FILTER, refusing)).rejects.toMatchObject({ name: 'NetworkError', message: 'The range must start before it ends.' });
    const broken = (async () => new Response('oops', { status: 500 })) as typeof fetch;
    await expect(fetchAuditCsv(NO_FILTER, broken)).rejects.toThrow(EXPORT_FAILED);
  });
});

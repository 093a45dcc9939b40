/**
 * A small closed-loop load generator: `connections` keep-alive sockets, each sending the next
 * request as soon as the previous answer is read, until `requests` are done or `maxSeconds`
 * pass. In-process on purpose (no extra dependency): the same generator drives both servers,
 * so its own cost cancels out in the ratio.
 */
import { Agent, request } from 'node:http';

export type LoadResult = { requests: number; errors: number; seconds: number; rps: number; p50: number; p99: number; max: number };

export type Target = { port: number; path: string; body: string; headers: Record<string, string> };

function once(agent: Agent, t: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: t.port, path: t.path, method: 'POST', agent, headers: { ...t.headers, 'content-length': Buffer.byteLength(t.body) } },
      (res) => {
        let size = 0;
        res.on('data', (c: Buffer) => (size += c.length));
        res.on('end', () => resolve(res.statusCode === 200 && size > 0 ? 200 : (res.statusCode ?? 0)));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(t.body);
  });
}

/** Runs the load and returns throughput and latency percentiles (milliseconds). */
export async function runLoad(t: Target, opts: { requests: number; connections: number; maxSeconds: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const start = performance.now();
  const deadline = start + opts.maxSeconds * 1000;
  const worker = async () => {
    while (issued < opts.requests && performance.now() < deadline) {
      issued++;
      const t0 = performance.now();
      const status = await once(agent, t).catch(() => 0);
      latencies.push(performance.now() - t0);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    rps: round(latencies.length / seconds),
    p50: round(pct(50)),
    p99: round(pct(99)),
    max: round(latencies[latencies.length - 1] ?? 0),
  };
}

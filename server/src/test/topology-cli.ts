/**
 * `npm run topology`: the production topology on this machine (topology.ts) until Ctrl-C:
 * HAProxy on a free port in front of two web processes and a worker, with PostgreSQL, Redis and
 * the S3 stand-in. Uses the PostgreSQL and Redis of DATABASE_URL and REDIS_URL when set (a
 * scratch database is made and dropped), else starts private ones. Needs Debian's haproxy
 * (`apt-get install haproxy`). WEBS=3 for three web processes.
 */
import { haproxyAvailable, startTopology } from './topology.js';

if (!haproxyAvailable()) {
  console.error('HAProxy is not installed: apt-get install -y haproxy');
  process.exit(2);
}
console.log('Starting PostgreSQL, Redis, the S3 stand-in, the worker, the web processes and HAProxy…');
const topology = await startTopology({
  webs: Number(process.env.WEBS ?? 2),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
  // For people to use, so production's rule: visitors and learners send only the app's own operations.
  env: { GRAPHQL_ARBITRARY_DOCUMENTS: 'staff' },
});
console.log(`LearnHub behind HAProxy: ${topology.url}  (demo sign-in: owner@demo.learnhub.test / ${topology.env.DEMO_PASSWORD})`);
console.log(`Database ${topology.env.DATABASE_URL}, Redis ${topology.env.REDIS_URL}, bucket ${topology.env.S3_BUCKET} at ${topology.env.S3_ENDPOINT}`);
console.log(`SCORM packages play from the proxy's package origin: ${topology.packageUrl}`);
console.log('Web processes (direct):', topology.webUrls.join(', '), '— Ctrl-C stops everything.');
const stop = async () => {
  console.log('Stopping…');
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { buildUser, PASSWORD, uniqueEmail } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { RateLimitedError } from './errors.js';
import { createRateLimiter, type RateLimitRule, rules } from './rate-limit.js';

const REDIS_URL = process.env.REDIS_URL;

/** A rule name no other test (or parallel run sharing Redis) uses. */
const freshRule = (limit: number, windowSeconds = 60): RateLimitRule => ({ name: `test-${randomBytes(6).toString('hex')}`, limit, windowSeconds });

async function hits(limiter: ReturnType<typeof createRateLimiter>, rule: RateLimitRule, key: string, n: number) {
  for (let i = 0; i < n; i++) await limiter.hit(rule, key);
}

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every limit and keeps the window', async () => {
    const limiter = createRateLimiter(undefined, 3);
    const rule = freshRule(2);
    await hits(limiter, rule, 'k', 6);
    const err = await limiter.hit(rule, 'k').catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe('memory rate limiter', () => {
  const limiter = createRateLimiter(undefined);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` attempts in a window and refuses the next with the seconds left', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
    const rule = freshRule(3, 60);
    await hits(limiter, rule, 'k', 3);
    vi.setSystemTime(new Date('2030-01-01T00:00:20Z'));
    const err = await limiter.hit(rule, 'k').catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.retryAfterSeconds).toBe(40);
    expect(err.message).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
    const rule = freshRule(2, 10);
    await hits(limiter, rule, 'k', 2);
    await expect(limiter.hit(rule, 'k')).rejects.toBeInstanceOf(RateLimitedError);
    vi.setSystemTime(new Date('2030-01-01T00:00:10Z'));
    await expect(hits(limiter, rule, 'k', 2)).resolves.toBeUndefined();
    await expect(limiter.hit(rule, 'k')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('counts keys and rules separately', async () => {
    const a = freshRule(1);
    const b = freshRule(1);
    await limiter.hit(a, 'one');
    await expect(limiter.hit(a, 'two')).resolves.toBeUndefined();
    await expect(limiter.hit(b, 'one')).resolves.toBeUndefined();
    await expect(limiter.hit(a, 'one')).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe.skipIf(!REDIS_URL)('Redis rate limiter (REDIS_URL)', () => {
  const a = createRateLimiter(REDIS_URL);
  const b = createRateLimiter(REDIS_URL);
  const redis = new Redis(REDIS_URL!);
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    redis.disconnect();
  });

  it('shares one count between server processes', async () => {
    const rule = freshRule(4);
    await hits(a, rule, 'shared', 2);
    await hits(b, rule, 'shared', 2);
    const err = await a.hit(rule, 'shared').catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps the count in a key that expires with the window', async () => {
    const rule = freshRule(5, 30);
    await a.hit(rule, 'ttl');
    expect(await redis.get(`ratelimit:${rule.name}:ttl`)).toBe('1');
    const ttl = await redis.ttl(`ratelimit:${rule.name}:ttl`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
  });
});

describe('Redis away', () => {
  it('counts in this process instead of failing a request, and says so once', async () => {
    const errors: string[] = [];
    const logger = { error: (msg: string) => errors.push(msg), info() {}, debug() {} };
    // Nothing listens on port 1: every command is refused.
    const limiter = createRateLimiter('redis://127.0.0.1:1', 1, logger);
    try {
      const rule = freshRule(2);
      await hits(limiter, rule, 'away', 2);
      await expect(limiter.hit(rule, 'away')).rejects.toBeInstanceOf(RateLimitedError);
      expect(errors.filter((m) => m.includes('counting in this process'))).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });
});

describe('rate limits through the API', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp({ realRateLimits: true });
    app = createApp(t.deps);
  });
  afterAll(() => t.close());

  // Every test comes from its own address (and uses fresh e-mails and users), so runs that share
  // one Redis never count each other's attempts.
  const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const rest = async (ip: string, method: string, route: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await app.fetch(
      new Request(`http://app.test/api/v1${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      { ip },
    );
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  };
  const gql = async (ip: string, query: string, variables: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await app.fetch(new Request('http://app.test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }), { ip });
    return (await res.json()) as { data: any };
  };
  const RATE_LIMITED = '... on RateLimitedError { message code retryAfterSeconds }';

  it('refuses the 11th sign-in for one e-mail within the window: REST 429 with Retry-After, GraphQL RateLimitedError', async () => {
    const ip = randomIp();
    const { user } = await buildUser(t, { email: uniqueEmail('limited') });
    for (let i = 0; i < rules.signIn.limit; i++) {
      expect((await rest(ip, 'POST', '/users/sign_in', { email: user.email, password: 'wrong' })).status).toBe(401);
    }
    // Even the right password is refused now: the limit comes before the check.
    const limited = await rest(ip, 'POST', '/users/sign_in', { email: user.email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(rules.signIn.windowSeconds);

    const res = await gql(ip, `mutation ($input: SignInInput!) { signIn(input: $input) { __typename ${RATE_LIMITED} } }`, {
      input: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.data.signIn).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    expect(res.data.signIn.retryAfterSeconds).toBeGreaterThan(0);

    if (REDIS_URL) {
      // With REDIS_URL the count lives in Redis (shared by every server process), not in memory.
      const redis = new Redis(REDIS_URL);
      expect(Number(await redis.get(`ratelimit:sign-in:${ip}:${user.email}`))).toBe(rules.signIn.limit + 2);
      redis.disconnect();
    }
  });

  it('counts sign-ins per e-mail: another address from the same IP still gets in', async () => {
    const ip = randomIp();
    const limitedEmail = uniqueEmail('limited');
    for (let i = 0; i <= rules.signIn.limit; i++) await rest(ip, 'POST', '/users/sign_in', { email: limitedEmail, password: 'x' });
    expect((await rest(ip, 'POST', '/users/sign_in', { email: limitedEmail, password: 'x' })).status).toBe(429);
    const { user } = await buildUser(t);
    const ok = await rest(ip, 'POST', '/users/sign_in', { email: user.email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toEqual(expect.any(String));
  });

  it('limits sign-ins per address across accounts (one password sprayed over many e-mails)', async () => {
    const ip = randomIp();
    for (let i = 0; i < rules.signInPerAddress.limit; i++) {
      expect((await rest(ip, 'POST', '/users/sign_in', { email: uniqueEmail('spray'), password: 'Summer2026!' })).status).toBe(401);
    }
    const { user } = await buildUser(t);
    expect((await rest(ip, 'POST', '/users/sign_in', { email: user.email, password: PASSWORD })).status).toBe(429);
    expect((await rest(randomIp(), 'POST', '/users/sign_in', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('locks one account after 20 sign-ins from many addresses, with a message that says what to do', async () => {
    const { user } = await buildUser(t, { email: uniqueEmail('botnet') });
    // 20 addresses, one guess each: no address reaches its own limits.
    for (let i = 0; i < rules.signInPerAccount.limit; i++) {
      expect((await rest(randomIp(), 'POST', '/users/sign_in', { email: user.email, password: `guess-${i}` })).status).toBe(401);
    }
    const locked = await rest(randomIp(), 'POST', '/users/sign_in', { email: user.email, password: PASSWORD });
    expect(locked).toMatchObject({ status: 429, body: { error: rules.signInPerAccount.message } });
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(900);
    // Another account is not affected.
    const { user: other } = await buildUser(t);
    expect((await rest(randomIp(), 'POST', '/users/sign_in', { email: other.email, password: PASSWORD })).status).toBe(200);
  });

  it('limits sign-ups per address and creates no account once limited', async () => {
    const ip = randomIp();
    const signUp = (email: string) => rest(ip, 'POST', '/users', { email, password: 'pw-12345', password_confirmation: 'pw-12345', terms: true });
    for (let i = 0; i < rules.signUp.limit; i++) expect((await signUp(uniqueEmail('burst'))).status).toBe(201);
    const email = uniqueEmail('burst-too-many');
    const limited = await signUp(email);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many attempts/);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await t.prisma.user.count({ where: { email } })).toBe(0);

    const res = await gql(ip, `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ${RATE_LIMITED} } }`, {
      input: { email: uniqueEmail('burst-gql'), password: 'pw', passwordConfirmation: 'pw', terms: true },
    });
    expect(res.data.signUp.__typename).toBe('RateLimitedError');
  });

  it('limits verification resends per user and sends no mail once limited', async () => {
    const email = uniqueEmail('resend');
    const signUp = await rest(randomIp(), 'POST', '/users', { email, password: 'pw-12345', password_confirmation: 'pw-12345', terms: true });
    const token = signUp.body.data.token as string;
    const mails = () => t.prisma.emailOutbox.count({ where: { to: email } });
    for (let i = 0; i < rules.resend.limit; i++) {
      expect((await rest(randomIp(), 'POST', '/users/resend_verification', undefined, token)).status).toBe(200);
    }
    const before = await mails();
    expect(before).toBe(1 + rules.resend.limit);
    // Per user, not per address: a new IP does not reset it.
    const limited = await rest(randomIp(), 'POST', '/users/resend_verification', undefined, token);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many attempts/);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    const res = await gql(randomIp(), `mutation { resendVerification { __typename ${RATE_LIMITED} } }`, {}, token);
    expect(res.data.resendVerification.__typename).toBe('RateLimitedError');
    expect(await mails()).toBe(before);
  });
});

/**
 * Fixed-window rate limits for sign-in, sign-up and resends. In memory by default; in Redis
 * when REDIS_URL is set, so limits hold across server processes. While Redis is away, each
 * process counts in its own memory (limits still hold, per process) rather than failing requests.
 */
import { Redis } from 'ioredis';
import { RateLimitedError } from './errors.js';
import type { Logger } from './logger.js';

/** `message` replaces the generic one where the caller should know which limit they met. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number; message?: string };

export const rules = {
  // Per address and e-mail (guessing one account's password)…
  signIn: { name: 'sign-in', limit: 10, windowSeconds: 60 },
  // …and per address alone (trying one password across many accounts).
  signInPerAddress: { name: 'sign-in-ip', limit: 60, windowSeconds: 60 },
  // …and per account from anywhere (a botnet guessing one password from many addresses): a
  // lockout for the rest of the window, which says what to do meanwhile.
  signInPerAccount: {
    name: 'sign-in-account',
    limit: 20,
    windowSeconds: 900,
    message: 'Too many sign-in attempts for this account. Wait 15 minutes, or choose a new password with "Forgot password?".',
  },
  // Per address: an office behind one NAT may sign up several colleagues in a row.
  signUp: { name: 'sign-up', limit: 10, windowSeconds: 60 },
  resend: { name: 'resend', limit: 3, windowSeconds: 60 },
  // The owner's mail when someone signs up again with their e-mail (accounts.service.ts).
  repeatedSignUpMail: { name: 'repeated-sign-up-mail', limit: 3, windowSeconds: 86400 },
  // "Forgot password?": per e-mail (mail-bombing one person), and per address (spraying many).
  passwordResetPerEmail: { name: 'password-reset-email', limit: 5, windowSeconds: 3600 },
  passwordResetPerAddress: { name: 'password-reset-ip', limit: 20, windowSeconds: 3600 },
  // Choosing the new password: links are 256-bit, so this only stops someone hammering the route.
  passwordResetRedeem: { name: 'password-reset-redeem', limit: 20, windowSeconds: 900 },
  // Per company: each request may mail 20 people, so this caps invite mail at 600 an hour.
  teamInvite: { name: 'team-invite', limit: 30, windowSeconds: 3600 },
  // Manage Access mails each newly added learner: per company, the changes that mail anyone (each
  // adds at most 500 e-mails)…
  materialShareMail: {
    name: 'material-share-mail',
    limit: 60,
    windowSeconds: 3600,
    message: 'Too many access changes were mailed this hour. Please try again later.',
  },
  // …and per company and e-mail: removing and adding someone again mails them at most 3 times an hour.
  materialShareMailPerEmail: { name: 'material-share-mail-email', limit: 3, windowSeconds: 3600 },
  // Magic links: per e-mail (a mailbox is not flooded) and per address (one machine asking for many).
  magicLinkPerEmail: {
    name: 'magic-link-email',
    limit: 5,
    windowSeconds: 3600,
    message: 'Too many sign-in links were asked for this email. Use the last one we sent, or try again in an hour.',
  },
  magicLinkPerAddress: {
    name: 'magic-link-ip',
    limit: 30,
    windowSeconds: 3600,
    message: 'Too many sign-in links were asked for from here. Please try again later.',
  },
  // Typing codes: a code is 6 digits, so tries are also counted per link (magic-link.service.ts).
  magicLinkRedeem: { name: 'magic-link-redeem', limit: 30, windowSeconds: 900 },
  // "User Info Required": a guest's name and e-mail, per address.
  guestAccess: { name: 'guest-access', limit: 30, windowSeconds: 3600, message: 'Too many guest sign-ins from here. Please try again later.' },
  // Opens and ratings of Public materials by visitors who are not signed in: anyone can make a
  // new visitor id, so the address bounds how far one machine can move the counters.
  visitorActivity: { name: 'visitor-activity', limit: 120, windowSeconds: 3600, message: 'Too many visits from here. Please try again later.' },
  // New learners a linked export's launcher may make, per export: a class launching at once fits;
  // a script inventing LMS learner ids does not fill the company's audience.
  lmsLinkedLearner: {
    name: 'lms-linked-learner',
    limit: 2000,
    windowSeconds: 3600,
    message: 'Too many new learners from this course link. Please try again later.',
  },
  // "Check now" on a domain, per company: each check is three look-ups at the configured resolvers.
  domainCheck: { name: 'domain-check', limit: 30, windowSeconds: 600, message: 'Too many domain checks. Please wait a few minutes and check again.' },
} satisfies Record<string, RateLimitRule>;

export interface RateLimiter {
  /** Counts one attempt for `key` under `rule`; throws RateLimitedError past the limit. */
  hit(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `multiplier` scales every limit (RATE_LIMIT_MULTIPLIER): operators raise it for load tests or
 * many people behind one address; the browser journeys raise it because they sign in as the
 * same demo users many times a minute. Windows stay the same.
 */
export function createRateLimiter(redisUrl: string | undefined, multiplier = 1, logger?: Logger): RateLimiter {
  // One reconnection attempt and half a second at most: a request never waits long on Redis.
  const limiter = redisUrl ? redisLimiter(new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 }), logger) : memoryLimiter();
  if (multiplier === 1) return limiter;
  return { hit: (rule, key) => limiter.hit({ ...rule, limit: rule.limit * multiplier }, key), close: () => limiter.close() };
}

function memoryLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(rule, key) {
      const now = Date.now();
      const id = `${rule.name}:${key}`;
      let w = windows.get(id);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
        windows.set(id, w);
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      w.count++;
      if (w.count > rule.limit) throw new RateLimitedError(Math.ceil((w.resetAt - now) / 1000), rule.message);
    },
    async close() {},
  };
}

function redisLimiter(redis: Redis, logger?: Logger): RateLimiter {
  const fallback = memoryLimiter();
  let failing = false;
  const unreachable = (err: unknown) => {
    if (!failing) logger?.error('Rate limits: Redis is unreachable; counting in this process until it is back.', err);
    failing = true;
  };
  redis.on('error', unreachable);
  return {
    async hit(rule, key) {
      const id = `ratelimit:${rule.name}:${key}`;
      let counted: { count: number; ttl: number };
      try {
        const [[, count], [, ttl]] = (await redis.multi().incr(id).ttl(id).exec()) as [[null, number], [null, number]];
        if (ttl < 0) await redis.expire(id, rule.windowSeconds);
        counted = { count, ttl };
        failing = false;
      } catch (err) {
        unreachable(err);
        return fallback.hit(rule, key);
      }
      if (counted.count > rule.limit) throw new RateLimitedError(counted.ttl > 0 ? counted.ttl : rule.windowSeconds, rule.message);
    },
    async close() {
      redis.disconnect();
    },
  };
}

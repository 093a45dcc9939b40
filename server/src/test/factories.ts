/** Factories for test data: real rows through the same services the app uses. */
import type { Role } from '../generated/prisma/enums.js';
import { createSession } from '../modules/accounts/index.js';
import { hashPassword } from '../lib/passwords.js';
import type { TestApp } from './harness.js';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`;
export const PASSWORD = 'correct-horse-9!';

let passwordHash: Promise<string> | undefined;

/** A confirmed user with a profile; returns the user and a fresh staff token. */
export async function buildUser(t: TestApp, opts: { email?: string; firstName?: string; companyId?: string; role?: Role } = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await t.prisma.user.create({
    data: {
      email: opts.email ?? uniqueEmail(),
      passwordHash: await passwordHash,
      confirmedAt: new Date(),
      profile: { create: { firstName: opts.firstName ?? 'Test', lastName: 'User' } },
      ...(opts.companyId ? { memberships: { create: { companyId: opts.companyId, role: opts.role ?? 'MEMBER' } } } : {}),
    },
  });
  const token = await createSession(t.deps, user.id, opts.companyId);
  return { user, token };
}

/** A company with an Owner (and optionally more members by role). */
export async function buildCompany(t: TestApp, opts: { name?: string; slug?: string; plan?: 'business' | 'starter' } = {}) {
  const n = ++counter;
  const company = await t.prisma.company.create({
    data: { name: opts.name ?? `Company ${n}`, slug: opts.slug ?? `company-${Date.now()}-${n}` },
  });
  // On Business unless asked otherwise, so every feature (custom domains, brand colours) is open;
  // the plan-gate and billing tests ask for Starter.
  if ((opts.plan ?? 'business') === 'business') {
    const plan = await t.prisma.plan.findUniqueOrThrow({ where: { code: 'business_monthly' } });
    await t.prisma.subscription.create({
      data: {
        companyId: company.id,
        planId: plan.id,
        seats: 10,
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        providerCustomerId: 'test_card_4242424242424242',
        paymentMethod: 'Visa ending 4242',
      },
    });
  }
  const owner = await buildUser(t, { companyId: company.id, role: 'OWNER', firstName: 'Owner' });
  return { company, owner };
}

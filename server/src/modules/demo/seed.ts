/**
 * Demo data so a newcomer has something to click through at once: the "Demo Co" company
 * (workspace `demo`) with one staff user of each role, materials of each kind, and learners
 * with some activity. Idempotent: does nothing when the demo company exists.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { stampDocument } from '@learnhub/content';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Role } from '../../generated/prisma/enums.js';
import { hashPassword } from '../../lib/passwords.js';
import { walkthroughConfig } from '../materials/index.js';
import { replaceDraftSteps } from '../content/index.js';
import { onboardingPathConfig, onboardingPathSteps } from './demo-path.js';
import { seedLearnerActivity } from './demo-learners.js';
import { type DemoScreenshot, gettingStartedSteps, storeDemoScreenshots } from './demo-walkthrough.js';

/** The demo accounts' password in development: published in the README and printed at start-up. */
export const DEMO_PASSWORD = 'demo-password-1';

/**
 * The password to seed the demo accounts with: DEMO_PASSWORD when the operator set it; in
 * production a random one (`random: true`, for the caller to print once), never the published
 * one; otherwise the published DEMO_PASSWORD.
 */
export function demoPassword(config: Pick<Config, 'NODE_ENV' | 'DEMO_PASSWORD'>): { password: string; random: boolean } {
  if (config.DEMO_PASSWORD) return { password: config.DEMO_PASSWORD, random: false };
  if (config.NODE_ENV === 'production') return { password: randomBytes(12).toString('base64url'), random: true };
  return { password: DEMO_PASSWORD, random: false };
}
type DemoUser = { email: string; role: Role; firstName: string; lastName: string; jobTitle: string };
/** The demo company's Owner: how a start knows the demo is there. */
export const demoOwner: DemoUser = { email: 'owner@demo.learnhub.test', role: 'OWNER', firstName: 'Olivia', lastName: 'Owner', jobTitle: 'Founder' };
export const demoUsers: DemoUser[] = [
  demoOwner,
  { email: 'admin@demo.learnhub.test', role: 'TEAM_ADMIN', firstName: 'Adam', lastName: 'Admin', jobTitle: 'Enablement Lead' },
  { email: 'member@demo.learnhub.test', role: 'MEMBER', firstName: 'Maya', lastName: 'Member', jobTitle: 'Content Designer' },
  { email: 'viewer@demo.learnhub.test', role: 'VIEW_ONLY', firstName: 'Victor', lastName: 'Viewer', jobTitle: 'Analyst' },
];

const plans = [
  { code: 'starter', name: 'Starter', amount: 0, interval: 'MONTH' as const },
  { code: 'business_monthly', name: 'Business', amount: 2500, interval: 'MONTH' as const },
  { code: 'business_annual', name: 'Business', amount: 24000, interval: 'YEAR' as const },
  { code: 'enterprise', name: 'Enterprise', amount: 0, interval: 'YEAR' as const },
];

function walkthroughSteps(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: 10_000_000 + i,
    name: `Step ${i + 1}`,
    title: `Title ${i + 1}`,
    description: 'Add a description to this step',
    altText: '',
    backgroundUrl: null,
    layers: [
      {
        id: `hs${i}`,
        type: 'hotspot',
        x: 420,
        y: 300,
        width: 100,
        height: 50,
        rotation: 0,
        fill: 'rgba(0,255,255,0.4)',
        stroke: '#000000',
        strokeWidth: 1,
        cornerRadius: 0,
      },
      {
        id: `tx${i}`,
        type: 'text',
        x: 80,
        y: 60,
        width: 300,
        height: 40,
        rotation: 0,
        text: `Click the highlighted button (${i + 1}/${n})`,
        fill: '#000000',
        fontSize: 14,
        fontStyle: 'NORMAL',
        align: 'left',
        verticalAlign: 'middle',
        fontFamily: 'Open Sans',
      },
    ],
  }));
}

function pathSteps(titles: string[]) {
  return titles.map((title, i) => ({
    id: 20_000_000 + i,
    title,
    description: '',
    dueDate: '',
    layers: [
      { id: 'main', type: 'large_text', content: title, fontSize: 34, color: '#000000', fontFamily: 'Open Sans' },
      { id: `body${i}`, type: 'body', content: 'Read this section, then answer the question below.', fontSize: 14, color: '#000000', fontFamily: 'Open Sans' },
      { id: `q${i}`, type: 'short_answer', question: 'Enter your question.', answer: '' },
    ],
  }));
}

/** The advisory lock that makes seeding one process's job (any fixed number, ours alone). */
const SEED_LOCK = 7_311_046_201n;

async function seededBefore(prisma: Prisma.TransactionClient): Promise<boolean> {
  const found = await Promise.all([
    prisma.company.findFirst({ where: { OR: [{ slug: 'demo' }, { slugAliases: { some: { slug: 'demo' } } }] }, select: { id: true } }),
    prisma.user.findUnique({ where: { email_duplicateKey: { email: demoOwner.email, duplicateKey: '' } }, select: { id: true } }),
  ]);
  return found.some(Boolean);
}

/**
 * Seeds the demo company unless it was seeded before — even if its workspace was renamed since
 * (then `demo` lives on as an alias) or its owner moved on. All or nothing: one transaction.
 * Every demo account gets `password` (see demoPassword). Returns true when it wrote the company.
 */
export async function seedDemo(deps: Deps, password = DEMO_PASSWORD): Promise<boolean> {
  // ON CONFLICT DO NOTHING: processes starting together don't trip over each other's plans.
  await deps.prisma.plan.createMany({ data: plans, skipDuplicates: true });
  if (await seededBefore(deps.prisma)) return false;
  const passwordHash = await hashPassword(password);
  // Files cannot join the transaction: if it fails, two small unreferenced PNGs stay in storage.
  // Without storage (a read-only disk) the demo still seeds, with empty canvases.
  const shots = await storeDemoScreenshots(deps.storage).catch(() => null);
  const seeded = await deps.prisma.$transaction(
    async (tx) => {
      // Several processes may start at once with SEED_DEMO: one seeds, the others wait here and
      // then find it done (rather than failing on the taken workspace name and stopping).
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if (await seededBefore(tx)) return null;
      return seedDemoCompany(tx, passwordHash, shots);
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  if (!seeded) return false;
  // Then learners, through the real progress services (each write its own transaction, as on the hub).
  await seedLearnerActivity(deps, seeded.companyId, seeded.published);
  return true;
}

async function seedDemoCompany(
  prisma: Prisma.TransactionClient,
  passwordHash: string,
  shots: { dashboard: DemoScreenshot; dialog: DemoScreenshot } | null,
): Promise<{ companyId: string; published: { id: string; kind: string; slug: string }[] }> {
  const company = await prisma.company.create({ data: { slug: 'demo', name: 'Demo Co', website: 'https://demo.example.com', size: '11-25' } });
  await seedDemoSubscription(prisma, company.id);
  for (const shot of shots ? [shots.dashboard, shots.dialog] : []) {
    await prisma.upload.create({
      data: { companyId: company.id, key: shot.key, filename: shot.filename, contentType: 'image/png', size: shot.size, purpose: 'walkthrough_background' },
    });
  }
  const gettingStarted = gettingStartedSteps({ dashboard: shots?.dashboard.key ?? null, dialog: shots?.dialog.key ?? null });
  for (const u of demoUsers) {
    await prisma.user.create({
      data: {
        email: u.email,
        passwordHash,
        confirmedAt: new Date(),
        termsAcceptedAt: new Date(),
        profile: {
          create: {
            firstName: u.firstName,
            lastName: u.lastName,
            jobTitle: u.jobTitle,
            companyName: 'Demo Co',
            industryName: 'E-Learning',
            industryRole: 'Manager',
            activatedAt: new Date(),
          },
        },
        memberships: { create: { companyId: company.id, role: u.role } },
      },
    });
  }

  // Known before it is created: the demo path plays this walkthrough.
  const gettingStartedId = randomUUID();
  const materials = [
    {
      kind: 'WALKTHROUGH' as const,
      id: gettingStartedId,
      slug: 'getting-started',
      name: 'Getting started',
      description: 'A tour of the dashboard.',
      data: gettingStarted,
      config: walkthroughConfig(),
      publish: true,
    },
    {
      kind: 'WALKTHROUGH' as const,
      slug: 'create-a-report',
      name: 'Create a report',
      description: 'Build and share your first report.',
      data: walkthroughSteps(6),
      publish: true,
    },
    {
      kind: 'WALKTHROUGH' as const,
      slug: 'invite-your-team',
      name: 'Invite your team',
      description: 'Bring colleagues on board.',
      data: walkthroughSteps(3),
      publish: false,
    },
    {
      kind: 'PATH' as const,
      slug: 'onboarding-path',
      name: 'New hire onboarding',
      description: null,
      data: onboardingPathSteps(gettingStartedId),
      config: onboardingPathConfig(),
      publish: true,
    },
    { kind: 'PATH' as const, slug: 'security-basics', name: 'Security basics', description: null, data: pathSteps(['Passwords', 'Phishing']), publish: false },
    { kind: 'DOC' as const, slug: 'style-guide', name: 'Style guide', description: 'How we write.', data: [], publish: true },
  ];
  const config = (m: (typeof materials)[number]) => ('config' in m ? m.config : []) as Prisma.InputJsonValue;
  const created = [];
  for (const m of materials) {
    const now = new Date();
    // As a publish stores them: each step with its document's schema version.
    const stored = stampDocument(m.kind, m.data as object[]) as Prisma.InputJsonValue;
    const row = await prisma.learningMaterial.create({
      data: {
        ...('id' in m ? { id: m.id } : {}),
        companyId: company.id,
        kind: m.kind,
        slug: m.slug,
        name: m.name,
        description: m.description,
        draftConfig: config(m),
        revision: 1,
        ...(m.publish ? { status: 'PUBLISHED' as const, publishedData: stored, publishedConfig: config(m), publishedRevision: 1, publishedAt: now } : {}),
        revisions: m.publish ? { create: { companyId: company.id, revision: 1, number: 1, data: stored, config: config(m) } } : undefined,
      },
    });
    await replaceDraftSteps(prisma, row.id, m.kind, m.data);
    created.push(row);
  }

  return { companyId: company.id, published: created.filter((m) => m.status === 'PUBLISHED') };
}

/**
 * The demo company is on Business (monthly, 5 seats, paid with the test provider's good card), so
 * a newcomer can try custom domains and brand colours; its first invoice is on the billing page.
 */
async function seedDemoSubscription(prisma: Prisma.TransactionClient, companyId: string): Promise<void> {
  const plan = await prisma.plan.findUniqueOrThrow({ where: { code: 'business_monthly' } });
  const start = new Date();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const seats = 5;
  const sub = await prisma.subscription.create({
    data: {
      companyId,
      planId: plan.id,
      seats,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      providerCustomerId: 'test_card_4242424242424242',
      paymentMethod: 'Visa ending 4242',
    },
  });
  const amount = plan.amount * seats;
  await prisma.invoice.create({
    data: {
      companyId,
      subscriptionId: sub.id,
      number: `INV-${start.toISOString().slice(0, 10).replace(/-/g, '')}-DEMO01`,
      amount,
      amountPaid: amount,
      status: 'paid',
      paidAt: start,
      planName: 'Business (monthly)',
      periodStart: start,
      periodEnd: end,
      lines: [
        {
          description: `${seats} × Business seats (monthly)`,
          period: { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) },
          amount,
          discount_amounts: [],
        },
      ],
    },
  });
}

/**
 * A domain's sign-in experience design (audience.md §2 "Sign-in experience design", §3, §4):
 * the company name, logo, heading and sub headline, and custom CSS, used by the magic-link page
 * and the hub header when learners come in on that domain (host-routing.ts).
 *
 * Reading needs `company.read`, saving `company.update`, both on a domain of the caller's
 * company. The CSS is stored as css-sanitizer.ts rebuilt it; what it removed is returned to the
 * author. The logo is replaced only when a file is sent, removed only when asked.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { ValidationError } from '../../lib/errors.js';
import { uploadUrl } from '../../uploads/storage.js';
import { chosenFile, storeImage } from '../profile/index.js';
import { CssRefused, type CssRemoval, sanitizeCss } from './css-sanitizer.js';
import { getDomain } from './domains.service.js';
import { forgetHost } from './host-cache.js';
import { assertBusinessPlan } from '../billing/index.js';

export const DESIGN_SAVED = 'Sign-in design saved.';
export const DESIGN_LIMITS = { companyName: 100, headingText: 200, subHeadingText: 500 } as const;
const LOGO_PURPOSE = 'sign_in_logo';

export type DesignDetails = { companyName: string; headingText: string; subHeadingText: string };
export type SignInDesignView = DesignDetails & { css: string; logoUrl: string | null; updatedAt: Date | null };

/** Stored details JSON (the legacy names) → fields; anything odd reads as empty. */
export function detailsOf(json: unknown): DesignDetails {
  const d = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { companyName: text(d.company_name), headingText: text(d.heading_text), subHeadingText: text(d.sub_heading_text) };
}

export function designView(row: { details: unknown; css: string; logoKey: string | null; updatedAt: Date } | null): SignInDesignView {
  return { ...detailsOf(row?.details), css: row?.css ?? '', logoUrl: uploadUrl(row?.logoKey), updatedAt: row?.updatedAt ?? null };
}

export async function getSignInDesign(deps: Deps, actor: StaffActor | null, domainId: string): Promise<SignInDesignView> {
  const domain = await getDomain(deps, actor, domainId);
  return designView(await deps.prisma.signInDesign.findUnique({ where: { domainId: domain.id } }));
}

function checkText(field: keyof DesignDetails, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw ValidationError.field(field, 'must be text');
  const trimmed = value.trim();
  if (trimmed.length > DESIGN_LIMITS[field]) throw ValidationError.field(field, `At most ${DESIGN_LIMITS[field]} characters.`);
  if (trimmed.includes('\u0000')) throw ValidationError.field(field, 'cannot contain NUL characters');
  return trimmed;
}

/** Fields left out (undefined) keep their saved value. */
export type SaveDesignInput = {
  domainId: string;
  companyName?: unknown;
  headingText?: unknown;
  subHeadingText?: unknown;
  css?: unknown;
  /** A new logo file; absent or empty keeps the current one. */
  logo?: unknown;
  removeLogo?: boolean;
};

export async function saveSignInDesign(
  deps: Deps,
  actor: StaffActor | null,
  input: SaveDesignInput,
): Promise<{ design: SignInDesignView; removed: CssRemoval[]; message: string }> {
  const a = requirePermission(actor, 'company.update');
  const domain = await getDomain(deps, actor, input.domainId);
  await assertBusinessPlan(deps, a.companyId, 'Custom domains');
  // A field left out keeps its saved value; one sent empty clears it.
  const saved = designView(await deps.prisma.signInDesign.findUnique({ where: { domainId: domain.id } }));
  const text = (field: keyof DesignDetails, value: unknown) => (value === undefined ? saved[field] : checkText(field, value));
  const details = {
    company_name: text('companyName', input.companyName),
    heading_text: text('headingText', input.headingText),
    sub_heading_text: text('subHeadingText', input.subHeadingText),
  };
  if (input.css !== undefined && input.css !== null && typeof input.css !== 'string') throw ValidationError.field('css', 'must be text');
  let sanitized: ReturnType<typeof sanitizeCss>;
  try {
    // The saved CSS is already sanitised: kept as it is when none is sent.
    sanitized = input.css === undefined ? { css: saved.css, removed: [] } : sanitizeCss((input.css as string | null) ?? '');
  } catch (err) {
    if (err instanceof CssRefused) throw ValidationError.field('css', err.message);
    throw err;
  }
  const logo = chosenFile(input.logo) ? await storeImage(deps, input.logo, 'logo') : null;
  let previousKey: string | null = null;
  try {
    const row = await deps.prisma.$transaction(async (tx) => {
      const before = await tx.signInDesign.findUnique({ where: { domainId: domain.id }, select: { logoKey: true } });
      const replaceLogo = logo !== null || input.removeLogo === true;
      previousKey = replaceLogo ? (before?.logoKey ?? null) : null;
      const logoKey = logo ? logo.key : input.removeLogo ? null : (before?.logoKey ?? null);
      if (logo) {
        await tx.upload.create({
          data: {
            companyId: a.companyId,
            key: logo.key,
            filename: logo.filename,
            contentType: logo.mime,
            size: logo.size,
            purpose: LOGO_PURPOSE,
            createdById: a.userId,
          },
        });
      }
      if (previousKey) await tx.upload.deleteMany({ where: { companyId: a.companyId, key: previousKey } });
      return tx.signInDesign.upsert({
        where: { domainId: domain.id },
        create: { companyId: a.companyId, domainId: domain.id, details, css: sanitized.css, logoKey },
        update: { details, css: sanitized.css, logoKey },
      });
    });
    if (previousKey) await deps.storage.remove(previousKey);
    forgetHost(deps, { host: domain.domain });
    return { design: designView(row), removed: sanitized.removed, message: DESIGN_SAVED };
  } catch (err) {
    if (logo) await deps.storage.remove(logo.key);
    throw err;
  }
}

/** The design learners see on a verified domain (null fields when none was saved). */
export async function designForDomain(deps: Deps, domainId: string): Promise<SignInDesignView> {
  return designView(await deps.prisma.signInDesign.findUnique({ where: { domainId } }));
}

/**
 * The company's top bar colours (background, primary, text). Owners and Team Admins change them
 * (company.update); every member reads them through `Company.brandColors`. Stored per colour,
 * null meaning "the product default", so a reset is three nulls.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { ConflictError, type FieldErrors, ValidationError } from '../../lib/errors.js';
import {
  BRAND_COLOR_FIELDS,
  type BrandColorField,
  type BrandColors,
  CONTRAST_MESSAGE,
  effectiveBrandColors,
  HEX_MESSAGE,
  hasReadableContrast,
  parseHexColor,
} from './brand.colors.js';
import type { CompanyResult } from './companies.service.js';
import { assertBusinessPlan } from '../billing/index.js';

export type BrandColorsInput = { [F in BrandColorField]?: unknown } & { reset?: unknown };

const UPDATED = 'Brand colours updated successfully.';
const RESET = 'Brand colours reset to the defaults.';
const LABELS: Record<BrandColorField, string> = { topBarBackground: 'Background colour', topBarPrimary: 'Primary colour', topBarText: 'Text colour' };
const STORED = { topBarBackground: true, topBarPrimary: true, topBarText: true } as const;
// Optimistic writes: a parallel save of another colour is re-read and re-checked this many times.
const ATTEMPTS = 3;

/**
 * Sets any of the three colours (left out or null: unchanged), or clears them all with
 * `reset: true`. Colours are `#RRGGBB`, stored uppercase; the resulting text colour must reach
 * 4.5:1 against the resulting background.
 */
export async function updateBrandColors(deps: Deps, actor: StaffActor | null, input: BrandColorsInput): Promise<CompanyResult> {
  const { companyId } = requirePermission(actor, 'company.update');
  const given = BRAND_COLOR_FIELDS.filter((field) => input[field] != null);
  if (input.reset === true) {
    if (given.length) throw new ValidationError('Send either colours or reset, not both.');
    await deps.prisma.company.update({ where: { id: companyId }, data: { topBarBackground: null, topBarPrimary: null, topBarText: null } });
    return { companyId, message: RESET };
  }
  if (!given.length) throw new ValidationError('Nothing to update: send a colour, or reset.');
  // Resetting stays open on any plan (a company that leaves Business can drop its colours).
  await assertBusinessPlan(deps, companyId, 'Brand colours');

  const changes: Partial<BrandColors> = {};
  const errors: FieldErrors = {};
  for (const field of given) {
    const hex = parseHexColor(input[field]);
    if (hex) changes[field] = hex;
    else errors[field] = [HEX_MESSAGE];
  }
  if (Object.keys(errors).length) throw invalid(errors);

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await deps.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: STORED });
    const next = effectiveBrandColors({ ...current, ...changes });
    if (!hasReadableContrast(next.topBarText, next.topBarBackground)) throw invalid({ topBarText: [CONTRAST_MESSAGE] });
    // Only if nobody changed the colours since we read them: otherwise the check above is stale.
    const { count } = await deps.prisma.company.updateMany({ where: { id: companyId, ...current }, data: changes });
    if (count === 1) return { companyId, message: UPDATED };
  }
  throw new ConflictError('The brand colours changed while saving. Please try again.');
}

/** One field: its sentence as the message (what a toast shows); several: a general one. */
function invalid(errors: FieldErrors): ValidationError {
  const fields = Object.keys(errors) as BrandColorField[];
  const message = fields.length === 1 ? `${LABELS[fields[0]!]} ${errors[fields[0]!]![0]}.` : 'Please correct the highlighted fields.';
  return new ValidationError(message, errors);
}

/** Company.brandColors (the top bar's colours) and the mutation that changes them. */
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError } from '../../lib/errors.js';
import { type BrandColors as Colors, DEFAULT_BRAND_COLORS, effectiveBrandColors } from './brand.colors.js';
import { updateBrandColors } from './brand.service.js';
import { CompanyPayload } from './company-settings.schema.js';

const hexDescription = (what: string, fallback: string) => `${what} as #RRGGBB (uppercase); ${fallback} unless the company chose one.`;

const BrandColors = builder.objectRef<Colors & { isDefault: boolean }>('BrandColors').implement({
  description: "The company's top bar colours, with the product defaults filled in for any not chosen.",
  fields: (t) => ({
    topBarBackground: t.exposeString('topBarBackground', { description: hexDescription('Background', DEFAULT_BRAND_COLORS.topBarBackground) }),
    topBarPrimary: t.exposeString('topBarPrimary', {
      description: hexDescription('Primary (the Create button)', DEFAULT_BRAND_COLORS.topBarPrimary),
    }),
    topBarText: t.exposeString('topBarText', {
      description: `${hexDescription('Text and links', DEFAULT_BRAND_COLORS.topBarText)} Always at least 4.5:1 against the background.`,
    }),
    isDefault: t.exposeBoolean('isDefault', { description: 'True when all three are the product defaults.' }),
  }),
});

// Added from here rather than in company.schema.ts so the feature lives in one place.
builder.prismaObjectFields('Company', (t) => ({
  brandColors: t.field({
    type: BrandColors,
    description: "The top bar's colours; any member may read them.",
    select: { topBarBackground: true, topBarPrimary: true, topBarText: true },
    resolve: (company) => effectiveBrandColors(company),
  }),
}));

const UpdateBrandColorsInput = builder.inputType('UpdateBrandColorsInput', {
  description: 'Colours left out or null stay as they are. `reset: true` (alone) goes back to the defaults.',
  fields: (t) => ({
    topBarBackground: t.string({ description: '#RRGGBB, e.g. #0B2545.' }),
    topBarPrimary: t.string({ description: '#RRGGBB.' }),
    topBarText: t.string({ description: '#RRGGBB; needs at least 4.5:1 contrast against the background.' }),
    reset: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  updateBrandColors: t.field({
    type: CompanyPayload,
    errors: { types: [...commonErrors, ConflictError] },
    description: "Changes the caller's company's top bar colours (Owners and Team Admins).",
    args: { input: t.arg({ type: UpdateBrandColorsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateBrandColors(ctx.deps, ctx.actor, input),
  }),
}));

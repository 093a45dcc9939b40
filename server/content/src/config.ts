/**
 * Styling sections (authoring.md §3 "Walkthrough configuration"): a list of sections of typed
 * values, the same shape for every kind. Each kind has its own default sections; an empty config
 * falls back to them.
 */
import { z } from 'zod';
import { CONFIG_LIMITS, CONFIG_VALUE_TYPES } from './config-values.js';
import { str } from './fields.js';
import { COLOUR_MESSAGE, isColour, isSafeUrl, URL_MESSAGE } from './values.js';

const PERCENT = /^(100|[1-9]\d?)$/;
const PX_SIZE = /^\d{1,3}(?:\.\d+)?(?:px)?$/;

const configValueSchema = z
  .object({
    id: z.string().min(1).max(100),
    title: str(200).default(''),
    value: str(CONFIG_LIMITS.value).default(''),
    type: z.enum(CONFIG_VALUE_TYPES),
    direction: str(50).optional(),
    image_type: z.enum(['favicon', 'cover']).optional(),
  })
  .superRefine((v, ctx) => {
    // Values viewers put into styles and image sources: the same rules as layers (blank clears).
    if (!v.value) return;
    if (v.type === 'color' && !isColour(v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: COLOUR_MESSAGE });
    if (v.type === 'upload' && !isSafeUrl(v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: URL_MESSAGE });
    if (v.type === 'px-size' && !PX_SIZE.test(v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a size like "14px"' });
    if (v.type === 'percent' && !PERCENT.test(v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a whole percentage from 1 to 100' });
  });

export const configSectionSchema = z.object({
  sectionId: z.string().min(1).max(100),
  sectionTitle: str(200).default(''),
  values: z.array(configValueSchema).max(CONFIG_LIMITS.valuesPerSection),
});
export const configSchema = z.array(configSectionSchema).max(CONFIG_LIMITS.sections);

export type ConfigValueType = (typeof CONFIG_VALUE_TYPES)[number];
export type ConfigValue = z.infer<typeof configValueSchema>;
export type ConfigSection = z.infer<typeof configSectionSchema>;

/** Typed config sections for reading; invalid sections are left out. */
export function readConfig(config: unknown): ConfigSection[] {
  if (!Array.isArray(config)) return [];
  return config.flatMap((raw) => {
    const parsed = configSectionSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

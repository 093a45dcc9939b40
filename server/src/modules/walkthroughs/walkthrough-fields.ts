/**
 * Field rules shared by steps, layers and config: colours and addresses are checked so the
 * player can put them in a style or an `src` without ever running a script from them.
 */
import { z } from 'zod';
import { isStorageKey } from '../../uploads/storage.js';

export const URL_MAX = 2048;

/** A string of at most `max` characters. */
export const str = (max: number) => z.string().max(max);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Digits, dots, commas, spaces, percent signs and the slash of `rgb(0 0 0 / 50%)`: nothing that could end the value.
const RGB = /^rgba?\([\d\s.,%/]{1,60}\)$/i;

export function isColour(value: string): boolean {
  return HEX.test(value) || RGB.test(value) || value === 'transparent';
}

export const colour = z.string().max(64).refine(isColour, { message: 'must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)' });

/** `/uploads/<key>` (one of our uploads) or an absolute http(s) address. */
export function isSafeUrl(value: string): boolean {
  if (value.length > URL_MAX) return false;
  if (value.startsWith('/uploads/')) return isStorageKey(value.slice('/uploads/'.length));
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return !!new URL(value).hostname;
  } catch {
    return false;
  }
}

export const url = z.string().refine(isSafeUrl, { message: `must be /uploads/<key> or an http(s) address of at most ${URL_MAX} characters` });

const VALUE_TYPES = ['color', 'font', 'px-size', 'text', 'textarea', 'upload'] as const;
const PX_SIZE = /^\d{1,3}(?:\.\d+)?(?:px)?$/;

const configValue = z
  .object({
    id: z.string().min(1).max(100),
    title: str(200).default(''),
    value: str(2000).default(''),
    type: z.enum(VALUE_TYPES),
    direction: str(50).optional(),
    image_type: z.enum(['favicon', 'cover']).optional(),
  })
  .superRefine((v, ctx) => {
    // Values the player puts into styles and image sources: the same rules as layers (blank clears).
    if (!v.value) return;
    if (v.type === 'color' && !isColour(v.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)' });
    if (v.type === 'upload' && !isSafeUrl(v.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: `must be /uploads/<key> or an http(s) address of at most ${URL_MAX} characters` });
    if (v.type === 'px-size' && !PX_SIZE.test(v.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a size like "14px"' });
  });

export const configSchema = z
  .array(z.object({ sectionId: z.string().min(1).max(100), sectionTitle: str(200).default(''), values: z.array(configValue).max(50) }))
  .max(20);

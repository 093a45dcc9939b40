/** zod field rules every document kind shares (the plain checks behind them are in values.ts). */
import { z } from 'zod';
import { COLOUR_MESSAGE, isColour, isSafeUrl, URL_MESSAGE } from './values.js';

/** A string of at most `max` characters. */
export const str = (max: number) => z.string().max(max);

/** A number from `min` to `max`. */
export const num = (min: number, max: number) => z.number().min(min).max(max);

export const colour = z.string().max(64).refine(isColour, { message: COLOUR_MESSAGE });

export const url = z.string().refine(isSafeUrl, { message: URL_MESSAGE });

/** A source that may be empty ("not chosen yet") or a safe address. */
export const optionalUrl = z.string().refine((v) => v === '' || isSafeUrl(v), { message: `must be empty or ${URL_MESSAGE.slice('must be '.length)}` });

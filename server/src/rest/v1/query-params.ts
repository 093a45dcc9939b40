/** Query and body values several REST resources read the same way. */
import { ValidationError } from '../../lib/errors.js';
import type { RestContext } from './registry.js';

/** page/limit query values: positive whole numbers; limit is capped at `max` rather than refused. */
export function pageQuery(c: RestContext, defaultLimit: number, max = 100): { page: number; limit: number } {
  const read = (name: string, fallback: number) => {
    const raw = c.req.query(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw ValidationError.field(name, `${name} must be a positive whole number.`);
    return Number(raw);
  };
  return { page: read('page', 1), limit: Math.min(read('limit', defaultLimit), max) };
}

/** An ISO 8601 date and time with its offset ("2027-01-31T09:00:00Z"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function isInstant(raw: unknown): raw is string {
  return typeof raw === 'string' && INSTANT.test(raw) && !Number.isNaN(Date.parse(raw));
}

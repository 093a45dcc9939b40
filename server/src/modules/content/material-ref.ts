import { materialUuid, UUID } from '../materials/index.js';

/** A Material's global id (or, for integrators, its uuid) → uuid; anything else is "" (the services' "not found"). */
export function materialRef(id: string | number): string {
  return UUID.test(String(id)) ? String(id) : materialUuid(String(id));
}

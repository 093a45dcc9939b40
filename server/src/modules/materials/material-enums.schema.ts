/** GraphQL enums and id helpers shared by the material node and its mutations. */
import { MATERIAL_KINDS } from '@learnhub/content';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { isUuid, permittedCompanyId } from '../../graphql/tenancy.js';
import { MATERIAL_STATUSES } from './material-status.js';

export const MaterialKindEnum = builder.enumType('MaterialKind', { values: MATERIAL_KINDS });
export const MaterialVisibilityEnum = builder.enumType('MaterialVisibility', {
  values: ['PRIVATE', 'PUBLIC', 'GUEST'] as const,
  description: 'PRIVATE: invited learners only; PUBLIC: everyone; GUEST: public, learner info required.',
});
export const MaterialStatusEnum = builder.enumType('MaterialStatus', {
  values: MATERIAL_STATUSES,
  description: 'Derived: DRAFT until first published; PUBLISHED_WITH_CHANGES when the draft was saved after the last publish.',
});

/** The caller's company when its role may read materials; otherwise a company no row has. */
export function materialsCompanyId(ctx: GraphQLContext): string {
  return permittedCompanyId(ctx, 'materials.read');
}

/** A Material's global id → its uuid; anything else is "" (the service's "not found", after its permission check). */
export function materialUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Material' && isUuid(id) ? id : '';
  } catch {
    return '';
  }
}

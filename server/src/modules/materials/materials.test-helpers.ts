/** Operations and fixtures shared by the materials, permissions and tenant-isolation tests. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp } from '../../test/harness.js';

export const mgid = (id: string) => encodeGlobalID('Material', id);

const ERR = `... on Error { message code } ... on ValidationError { fieldErrors { field messages } }`;
const FIELDS = `id name description kind status visibility slug revision opens uniqueVisits completions viewPath editPath accessEmails thumbnailUrl firstStepBackgroundUrl`;

export const CREATE = /* GraphQL */ `
  mutation ($input: CreateMaterialInput!) { createMaterial(input: $input) { __typename ... on MaterialPayload { message material { ${FIELDS} } } ${ERR} } }`;
export const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateMaterialSettingsInput!) { updateMaterialSettings(input: $input) { __typename ... on MaterialPayload { message material { ${FIELDS} } } ${ERR} } }`;
export const VISIBILITY = /* GraphQL */ `
  mutation ($input: SetMaterialVisibilityInput!) { setMaterialVisibility(input: $input) { __typename ... on MaterialPayload { message material { ${FIELDS} } } ${ERR} } }`;
export const DUPLICATE = /* GraphQL */ `
  mutation ($input: DuplicateMaterialInput!) { duplicateMaterial(input: $input) { __typename ... on MaterialPayload { message material { ${FIELDS} } } ${ERR} } }`;
export const DELETE = /* GraphQL */ `
  mutation ($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename ... on DeleteMaterialPayload { message deletedMaterialId } ${ERR} } }`;
export const ACCESS = /* GraphQL */ `
  mutation ($input: SetMaterialAccessInput!) { setMaterialAccess(input: $input) { __typename ... on MaterialPayload { message material { id accessEmails } } ${ERR} } }`;
export const LIST = /* GraphQL */ `
  query ($kind: MaterialKind, $status: MaterialStatus, $search: String, $first: Int = 20, $after: String) {
    viewer { company { materialCounts { walkthroughs paths docs videos }
      materials(kind: $kind, status: $status, search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } } }
  }`;
export const BY_SLUG = /* GraphQL */ `query ($slug: String!) { material(slug: $slug) { ${FIELDS} } }`;

/** A material straight in the database (for fixtures that need no API). */
export async function insertMaterial(
  t: TestApp,
  companyId: string,
  data: {
    name?: string;
    slug?: string;
    kind?: 'WALKTHROUGH' | 'PATH' | 'DOC' | 'VIDEO';
    description?: string;
    revision?: number;
    publishedRevision?: number | null;
  } = {},
) {
  const n = Math.random().toString(36).slice(2, 8);
  return t.prisma.learningMaterial.create({
    data: { companyId, kind: data.kind ?? 'WALKTHROUGH', name: data.name ?? `Material ${n}`, slug: data.slug ?? `material-${n}`, ...data },
  });
}

/** Everything a material operation could change in a company, for "nothing changed" checks. */
export async function materialsSnapshot(t: TestApp, companyId: string) {
  const [rows, access] = await Promise.all([
    t.prisma.learningMaterial.findMany({
      where: { companyId },
      orderBy: { id: 'asc' },
      select: { id: true, name: true, description: true, slug: true, visibility: true, domainId: true, updatedAt: true },
    }),
    t.prisma.materialAccess.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { materialId: true, email: true } }),
  ]);
  return { rows, access };
}

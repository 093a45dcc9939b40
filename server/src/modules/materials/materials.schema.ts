/** Material as a Relay node, the company's material list and counts, and the material mutations. */
import { draftLoaders } from '../content/index.js';
import { builder } from '../../graphql/builder.js';
import { PII_NOTE, pii } from '../../graphql/pii.js';
import { uploadUrl } from '../../uploads/storage.js';
import { MaterialKindEnum, MaterialStatusEnum, MaterialVisibilityEnum, materialsCompanyId } from './material-enums.schema.js';
import { materialHubPath, materialPaths } from './material-paths.js';
import { materialStatus } from './material-status.js';
import * as materials from './materials.service.js';
// The mutations live in their own file; importing it here keeps the schema registry to one line.
import './materials.mutations.js';

builder.prismaNode('LearningMaterial', {
  name: 'Material',
  id: { field: 'id' },
  select: { id: true },
  findUnique: (id, ctx) => ({ id, companyId: materialsCompanyId(ctx) }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    kind: t.expose('kind', { type: MaterialKindEnum }),
    status: t.field({ type: MaterialStatusEnum, select: { revision: true, publishedRevision: true }, resolve: (m) => materialStatus(m) }),
    visibility: t.expose('visibility', { type: MaterialVisibilityEnum }),
    slug: t.exposeString('slug'),
    revision: t.exposeInt('revision', { description: 'Bumped on every accepted draft save.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    opens: t.exposeInt('opens'),
    uniqueVisits: t.exposeInt('uniqueVisits'),
    completions: t.exposeInt('completions'),
    thumbnailUrl: t.string({ nullable: true, select: { thumbnailKey: true }, resolve: (m) => uploadUrl(m.thumbnailKey) }),
    faviconUrl: t.string({ nullable: true, select: { faviconKey: true }, resolve: (m) => uploadUrl(m.faviconKey) }),
    coverUrl: t.string({ nullable: true, select: { coverKey: true }, resolve: (m) => uploadUrl(m.coverKey) }),
    logoUrl: t.string({ nullable: true, select: { logoKey: true }, resolve: (m) => uploadUrl(m.logoKey) }),
    firstStepBackgroundUrl: t.string({
      nullable: true,
      description: "The first step's background: the card thumbnail's fallback.",
      select: { id: true },
      resolve: (m, _args, ctx) => draftLoaders(ctx.deps.prisma).background(m.id),
    }),
    viewPath: t.string({ select: { kind: true, slug: true, company: { select: { slug: true } } }, resolve: (m) => materialPaths(m.company.slug, m).viewPath }),
    hubPath: t.string({
      description: "The address staff share with learners: the material in the company's hub (`/{workspace}/hub/{slug}`), on this site's origin.",
      select: { slug: true, company: { select: { slug: true } } },
      resolve: (m) => materialHubPath(m.company.slug, m),
    }),
    editPath: t.string({ select: { kind: true, slug: true, company: { select: { slug: true } } }, resolve: (m) => materialPaths(m.company.slug, m).editPath }),
    accessEmails: t.stringList({
      nullable: true,
      description: `Learner e-mails invited to this material when it is private (alphabetical).${PII_NOTE}`,
      select: { access: { select: { email: true }, orderBy: { email: 'asc' } } },
      resolve: (m, _args, ctx) =>
        pii(
          ctx,
          m.access.map((r) => r.email),
        ),
    }),
  }),
});

const MaterialCounts = builder.objectRef<materials.MaterialCounts>('MaterialCounts').implement({
  fields: (t) => ({ walkthroughs: t.exposeInt('walkthroughs'), paths: t.exposeInt('paths'), docs: t.exposeInt('docs'), videos: t.exposeInt('videos') }),
});

builder.prismaObjectFields('Company', (t) => ({
  materials: t.relatedConnection('materials', {
    cursor: 'id',
    totalCount: true,
    authScopes: { permission: 'materials.read' },
    description: 'Newest first; search matches name or description, ignoring case.',
    args: {
      kind: t.arg({ type: MaterialKindEnum }),
      status: t.arg({ type: MaterialStatusEnum }),
      search: t.arg.string(),
    },
    query: (args, ctx) => ({ where: materials.materialsWhere(ctx.deps, args), orderBy: materials.MATERIAL_ORDER }),
  }),
  materialCounts: t.field({
    type: MaterialCounts,
    authScopes: { permission: 'materials.read' },
    description: 'Materials per kind (the tab badges), in one grouped query.',
    select: { id: true },
    resolve: (c, _args, ctx) => materials.countMaterials(ctx.deps, c.id),
  }),
}));

builder.queryFields((t) => ({
  material: t.prismaField({
    type: 'LearningMaterial',
    nullable: true,
    description: "One of the caller's materials by slug; null for any other.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.deps.prisma.learningMaterial.findFirst({ ...query, where: { companyId: materialsCompanyId(ctx), slug: args.slug } }),
  }),
}));

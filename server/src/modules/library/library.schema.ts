/** GraphQL: the LibraryImage node, Company.libraryImages, and the library mutations. */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { uploadUrl } from '../../uploads/storage.js';
import { materialsCompanyId } from '../materials/index.js';
import * as library from './library.service.js';

builder.prismaNode('LibraryImage', {
  id: { field: 'id' },
  select: { id: true },
  // Narrowed to the caller's company (and readers of materials): another company's id is null.
  findUnique: (id, ctx) => ({ id, companyId: materialsCompanyId(ctx) }),
  nullable: true,
  fields: (t) => ({
    url: t.string({ select: { upload: { select: { key: true } } }, resolve: (r) => uploadUrl(r.upload.key)! }),
    filename: t.exposeString('filename', { description: "The uploader's file name: a label only." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  libraryImages: t.relatedConnection('libraryImages', {
    cursor: 'id',
    totalCount: true,
    authScopes: { permission: 'materials.read' },
    description: 'The image library, newest first.',
    query: () => ({ orderBy: library.LIBRARY_ORDER }),
  }),
}));

type LibraryResult = { row: library.LibraryImageRow; message: string };

const LibraryImagePayload = builder.objectRef<LibraryResult>('LibraryImagePayload').implement({
  fields: (t) => ({
    libraryImage: t.prismaField({
      type: 'LibraryImage',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.libraryImage.findUniqueOrThrow({ ...query, where: { id: p.row.id } }),
    }),
    message: t.exposeString('message'),
  }),
});

const DeleteLibraryImagePayload = builder.objectRef<{ id: string }>('DeleteLibraryImagePayload').implement({
  fields: (t) => ({
    deletedLibraryImageId: t.id({
      description: "Global id of the removed LibraryImage (for Relay's @deleteEdge).",
      resolve: (p) => encodeGlobalID('LibraryImage', p.id),
    }),
    message: t.string({ resolve: () => library.LIBRARY_IMAGE_DELETED }),
  }),
});

const UploadLibraryImageInput = builder.inputType('UploadLibraryImageInput', {
  fields: (t) => ({ file: t.field({ type: 'File', required: true, description: 'JPG, PNG or GIF (checked from the bytes), at most 15 MB.' }) }),
});
const DeleteLibraryImageInput = builder.inputType('DeleteLibraryImageInput', {
  fields: (t) => ({ libraryImageId: t.id({ required: true, description: 'Global id of the LibraryImage.' }) }),
});

/** A LibraryImage global id → its uuid; anything else is "" (not found after the permission check). */
function libraryImageUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'LibraryImage' ? id : '';
  } catch {
    return '';
  }
}

builder.mutationFields((t) => ({
  uploadLibraryImage: t.field({
    type: LibraryImagePayload,
    errors: { types: [...commonErrors, PayloadTooLargeError, UnsupportedMediaTypeError] },
    description: "Send as a GraphQL multipart request. Adds an image to the company's library.",
    args: { input: t.arg({ type: UploadLibraryImageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      row: await library.uploadLibraryImage(ctx.deps, ctx.actor, input.file),
      message: library.LIBRARY_IMAGE_ADDED,
    }),
  }),
  deleteLibraryImage: t.field({
    type: DeleteLibraryImagePayload,
    errors: { types: [...commonErrors] },
    description: 'Takes the image out of the library; steps already showing it keep working.',
    args: { input: t.arg({ type: DeleteLibraryImageInput, required: true }) },
    resolve: (_root, { input }, ctx) => library.deleteLibraryImage(ctx.deps, ctx.actor, libraryImageUuid(String(input.libraryImageId))),
  }),
}));

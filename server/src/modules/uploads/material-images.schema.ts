/** GraphQL: uploadMaterialImage / removeMaterialImage (send uploads as multipart requests). */
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { MaterialPayload, materialUuid } from '../materials/index.js';
import * as images from './material-images.service.js';

export const MaterialImageKindEnum = builder.enumType('MaterialImageKind', {
  values: images.MATERIAL_IMAGE_KINDS,
  description: 'THUMBNAIL: the card image; FAVICON: the settings dialog\'s "Logo"; COVER; LOGO.',
});

const UploadMaterialImageInput = builder.inputType('UploadMaterialImageInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, description: 'Global id of the Material.' }),
    kind: t.field({ type: MaterialImageKindEnum, required: true }),
    file: t.field({ type: 'File', required: true, description: 'JPG, PNG or GIF (checked from the bytes), at most 15 MB.' }),
  }),
});
const RemoveMaterialImageInput = builder.inputType('RemoveMaterialImageInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, description: 'Global id of the Material.' }),
    kind: t.field({ type: MaterialImageKindEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  uploadMaterialImage: t.field({
    type: MaterialPayload,
    errors: { types: [...commonErrors, ConflictError, PayloadTooLargeError, UnsupportedMediaTypeError] },
    description: 'Send as a GraphQL multipart request. Replaces the image of that kind; the old file is deleted unless a duplicate still uses it.',
    args: { input: t.arg({ type: UploadMaterialImageInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      images.uploadMaterialImage(ctx.deps, ctx.actor, { materialId: materialUuid(String(input.materialId)), kind: input.kind, file: input.file }),
  }),
  removeMaterialImage: t.field({
    type: MaterialPayload,
    errors: { types: [...commonErrors] },
    description: 'Clears the image of that kind; the file is kept while a duplicated material still uses it.',
    args: { input: t.arg({ type: RemoveMaterialImageInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      images.removeMaterialImage(ctx.deps, ctx.actor, { materialId: materialUuid(String(input.materialId)), kind: input.kind }),
  }),
}));

/**
 * The uploads module's public face: uploaded files and a material's images. Everything outside
 * the module imports it from here.
 */
export { uploadFile } from './files.service.js';
export { type MaterialImageKind, removeMaterialImage, uploadMaterialImage } from './material-images.service.js';

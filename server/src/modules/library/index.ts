/** The library module's public face: the company's image library. Everything outside the module imports it from here. */
export { type LibraryImageRow, listLibraryImages, uploadLibraryImage } from './library.service.js';

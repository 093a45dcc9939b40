/**
 * The profile module's public face: the user's profile (`profile`), its text limits, and the
 * image and file checks other modules' uploads share. Everything outside the module imports it
 * from here.
 */
export { chosenFile, isFileLike, storeImage } from './image-file.js';
export { MAX_PROFILE_TEXT } from './profile-limits.js';
export * as profile from './profile.service.js';
export { optionalText } from './profile.service.js';

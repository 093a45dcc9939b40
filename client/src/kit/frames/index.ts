/**
 * Kind-neutral frames: what surrounds any kind's player, so every kind's pages look and behave
 * alike and a new kind brings only its player. A kit (client/.dependency-cruiser.cjs): used
 * through this file, it imports no feature and no app.
 */
export { PreviewFrame } from './PreviewFrame';
export { StaffViewFrame } from './StaffViewFrame';

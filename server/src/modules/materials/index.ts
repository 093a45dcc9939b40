/**
 * The materials module's public face: learning materials (`materials`: create, settings,
 * visibility, duplicate, delete, lookups), their Manage Access list (`materialAccess`), the
 * material rules and defaults, who may open a published material, and the GraphQL enums and
 * payload other modules' schema files use. Everything outside the module imports it from here.
 *
 * Order matters: materials and content import each other (a known cycle, .dependency-cruiser.cjs),
 * so the files with no module imports come first.
 */
export { DESCRIPTION_MAX, NAME_MAX, parseDescription, parseName, parseVisibility, UUID } from './material-rules.js';
export { materialStatus } from './material-status.js';
export { configOrDefault, documentDefaults, pathConfig, walkthroughConfig } from './material-defaults.js';
export { materialHubPath, materialPaths } from './material-paths.js';
export { mayOpenPublished, type Viewer, visibleTo } from './material-visibility.js';
export { MaterialKindEnum, MaterialVisibilityEnum, materialsCompanyId, materialUuid } from './material-enums.schema.js';
export * as materials from './materials.service.js';
export { deleteMaterial, findMaterial, findMaterialFields } from './materials.service.js';
export * as materialAccess from './material-access.service.js';
export { MaterialPayload } from './materials.mutations.js';

/**
 * The hub module's public face: a company's public learner hub (its company, domains and
 * catalogue) and a published material on it, and the GraphQL view of that material other
 * modules' schema files point at. Everything outside the module imports it from here.
 */
export { HUB_NOT_FOUND, HUB_PAGE_MAX, type HubCard, hubCatalogue, hubCompany, hubDomains, type HubTab } from './hub-catalogue.service.js';
export { hubMaterial, hubMaterialSlug } from './hub-material.service.js';
export { HubMaterialViewRef } from './hub.schema.js';

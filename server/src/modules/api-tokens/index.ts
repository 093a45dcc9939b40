/** The API tokens module's public face (README "API tokens"). Everything outside the module imports it from here. */
export * as apiTokens from './api-tokens.service.js';

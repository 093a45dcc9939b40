/** The demo module's public face: the demo company main.ts seeds on a first start. */
export { DEMO_PASSWORD, demoOwner, demoPassword, demoUsers, seedDemo } from './seed.js';

/** The learner hub: the app composes its routes, and names each player's hub mode in its kind registry (app/kind-views.ts). */
export { HubPackagePlayer, HubPathPlayer, type HubPlayerProps, type HubPlayers, HubWalkthroughPlayer } from './players';
export { hubRoutes } from './routes';

/** The learner hub: other features use only its routes (app/router.tsx composes them). */
export { hubRoutes } from './routes';

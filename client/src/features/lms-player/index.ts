/** The player inside a package exported for an LMS (client/src/lms-player.tsx is its page). */
export { LmsPlayer } from './LmsPlayer';
export { sessionFor } from './lms/session-for';
export { LinkedLaunch } from './LinkedLaunch';

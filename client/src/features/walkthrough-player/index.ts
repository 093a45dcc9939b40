/** What other features may use of the walkthrough player: the embed snippet. */
export { embedSnippet, hasEmbed } from './lib/embed-snippet';

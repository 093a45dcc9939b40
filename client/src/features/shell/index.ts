/** What other features may use of the staff shell: its loader, its context, its icons and colours. */
export { Icon } from './icons';
export { loadShell } from './load-shell';
export { useShellContext } from './shell-context';
export { topBarStyle } from './top-bar-colors';
export { HubAddressPanel } from './HubAddress';

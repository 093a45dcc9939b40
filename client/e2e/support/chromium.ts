/**
 * How the journeys start Debian's Chromium. Without the networking flags Chromium keeps calling
 * home and floods the closed network. playwright.config.ts uses these; a journey that needs one
 * more flag (lti-launch.spec.ts: third-party cookies blocked) adds it to the same list.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Custom-domain journeys: these test hosts reach the app on this machine.
  '--host-resolver-rules=MAP *.e2e-domains.test 127.0.0.1',
];

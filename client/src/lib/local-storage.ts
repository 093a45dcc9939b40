/**
 * The browser's localStorage, or null where it cannot be used. Reading `localStorage` itself
 * throws (a SecurityError) in some places: a frame on another site with third-party cookies
 * blocked (the hub inside an LMS after an LTI launch), some privacy modes. `typeof localStorage`
 * throws there too, so every caller goes through this.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

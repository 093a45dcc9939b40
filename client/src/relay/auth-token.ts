/** localStorage key holding the staff session token (a bearer token for /graphql). */
export const AUTH_TOKEN_KEY = 'auth_token';

// localStorage can throw (disabled storage, some private modes): treat that as "signed out"
// instead of crashing the app.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The current session token, or null when signed out. */
export function getAuthToken(): string | null {
  try {
    return storage()?.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Stores the session token returned by sign-in. */
export function setAuthToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Nothing to do: the session simply will not survive a reload.
  }
}

/** Forgets the session token (sign-out, or a token the server rejected). */
export function clearAuthToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // ignore
  }
}

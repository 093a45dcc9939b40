/** What the app calls a person: the full name from their profile, or the e-mail before one is set. */
export type NamedUser = { email: string; profile?: { firstName: string | null; lastName: string | null } | null };

export function displayName(u: NamedUser): string {
  return [u.profile?.firstName, u.profile?.lastName].filter(Boolean).join(' ') || u.email;
}

/**
 * The server's text limits, shown by the fields that take them (ui/length-limit.tsx). The server
 * enforces each one and names it in its message; `text-limits.test.ts` checks these numbers
 * against the server's own constants, so the two cannot drift apart.
 */
export const TEXT_LIMITS = {
  email: 254,
  password: 200,
  materialName: 200,
  materialDescription: 2000,
  companyName: 100,
  website: 255,
  profileText: 100,
  workspaceName: 50,
} as const;

import type { OutgoingMail } from '../../mail/mailer.js';

/**
 * The sign-in mail: a link to a page with a "Continue" button (opening the link spends nothing,
 * so a mail scanner that follows it does no harm) and the same sign-in as a code to type.
 */
export function magicLinkMail(
  publicUrl: string,
  to: string,
  company: { name: string; slug: string },
  token: string,
  code: string,
  returnTo: string | null = null,
): OutgoingMail {
  const link = `${publicUrl}${magicLinkPath(company.slug, token, returnTo)}`;
  const name = escapeHtml(company.name);
  const ignore = "If you didn't ask to sign in, ignore this mail.";
  return {
    to,
    kind: 'magic_link',
    subject: `Your sign-in link for ${company.name}`,
    text: `Sign in to ${company.name} by opening this link:\n${link}\n\nOr type this code on the sign-in page: ${code}\n\nThe link and the code work once, for 15 minutes. ${ignore}`,
    html: `<p>Sign in to ${name}:</p><p><a href="${link}">Sign in</a></p><p>Or type this code on the sign-in page: <strong>${code}</strong></p><p>The link and the code work once, for 15 minutes. ${ignore}</p>`,
  };
}

/** The hub's sign-in page with the link's token, and where to go after signing in (a path of that hub). */
export function magicLinkPath(companySlug: string, token: string, returnTo: string | null = null): string {
  const next = returnTo ? `&next=${encodeURIComponent(returnTo)}` : '';
  return `/${encodeURIComponent(companySlug)}/passwordless_sign_in?token=${encodeURIComponent(token)}${next}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

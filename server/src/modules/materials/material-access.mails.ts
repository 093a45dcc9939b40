import type { OutgoingMail } from '../../mail/mailer.js';

/** What a material kind is called in the mail ("a path", "a walkthrough"). */
const KIND_NOUNS: Record<string, string> = { PATH: 'path', WALKTHROUGH: 'walkthrough', DOC: 'doc', VIDEO: 'video' };

/**
 * The mail to a learner added to a private material's access list (Manage Access): who shared
 * what, and the material's address on the company's hub, where signing in by magic link opens it.
 */
export function materialSharedMail(input: {
  to: string;
  sharedBy: string;
  company: { name: string };
  material: { name: string; kind: string };
  link: string;
}): OutgoingMail {
  const noun = KIND_NOUNS[input.material.kind] ?? 'material';
  const what = `the ${noun} "${input.material.name}"`;
  const intro = `${input.sharedBy} of ${input.company.name} shared ${what} with you.`;
  const how = `Open it on the ${input.company.name} hub and sign in with this e-mail address (we mail you a sign-in link).`;
  return {
    to: input.to,
    kind: 'material_shared',
    subject: `${input.sharedBy} shared "${input.material.name}" with you`,
    text: `${intro}\n\n${how}\n${input.link}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(input.link)}">Open ${escapeHtml(input.material.name)}</a></p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

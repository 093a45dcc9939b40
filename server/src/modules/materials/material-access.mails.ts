import { isMaterialKind, kindOf } from '@learnhub/content';
import type { OutgoingMail } from '../../mail/mailer.js';

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
  // What the kind is called in the mail ("the path …", "the walkthrough …").
  const noun = isMaterialKind(input.material.kind) ? kindOf(input.material.kind).labels.noun : 'material';
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

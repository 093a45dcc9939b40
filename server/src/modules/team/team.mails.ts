import type { OutgoingMail } from '../../mail/mailer.js';
import type { Role } from '../../generated/prisma/enums.js';
import { ROLE_LABELS } from './team.roles.js';

/** Escapes text placed inside the HTML body (company names are user input). */
const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function inviteMail(opts: { publicUrl: string; to: string; token: string; companyName: string; companyId: string; role: Role }): OutgoingMail {
  const link = `${opts.publicUrl}/invite/${opts.token}`;
  const role = ROLE_LABELS[opts.role];
  return {
    to: opts.to,
    kind: 'team_invite',
    companyId: opts.companyId,
    subject: `You're invited to join ${opts.companyName} on LearnHub`,
    text: `You've been invited to join ${opts.companyName} on LearnHub as ${role}.\n\nAccept the invitation by opening this link:\n${link}\n\nThe link works for 7 days.`,
    html: `<p>You've been invited to join <strong>${html(opts.companyName)}</strong> on LearnHub as ${role}.</p><p><a href="${link}">Accept the invitation</a></p><p>The link works for 7 days.</p>`,
  };
}

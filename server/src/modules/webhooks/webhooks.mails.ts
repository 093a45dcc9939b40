import type { OutgoingMail } from '../../mail/mailer.js';

/** Escapes text placed inside the HTML body (URLs and company names are user input). */
const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** To an Owner or Team Admin when the system disabled one of the company's webhook endpoints. */
export function webhookDisabledMail(opts: {
  publicUrl: string;
  to: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  url: string;
  reason: string;
}): OutgoingMail {
  const settings = `${opts.publicUrl}/${opts.companySlug}/settings/webhooks`;
  return {
    to: opts.to,
    kind: 'webhook_disabled',
    companyId: opts.companyId,
    subject: `A webhook endpoint of ${opts.companyName} was disabled`,
    text: `LearnHub stopped sending webhooks to ${opts.url}. ${opts.reason}\n\nEvents are not sent to it until it is enabled again. See its delivery log and enable it in Settings → Webhooks:\n${settings}`,
    html: `<p>LearnHub stopped sending webhooks to <strong>${html(opts.url)}</strong>. ${html(opts.reason)}</p><p>Events are not sent to it until it is enabled again.</p><p><a href="${settings}">Open Settings → Webhooks</a> to see its delivery log and enable it.</p>`,
  };
}

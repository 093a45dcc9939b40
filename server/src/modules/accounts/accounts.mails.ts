import type { OutgoingMail } from "../../mail/mailer.js";

export function verificationMail(publicUrl: string, to: string, token: string): OutgoingMail {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    kind: "email_verification",
    subject: "Confirm your email address",
    text: `Welcome to LearnHub!\n\nConfirm your email address by opening this link:\n${link}\n\nThe link works for 3 days.`,
    html: `<p>Welcome to LearnHub!</p><p><a href="${link}">Confirm your email address</a></p><p>The link works for 3 days.</p>`,
  };
}

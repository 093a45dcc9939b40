import type { OutgoingMail } from '../../mail/mailer.js';

export function verificationMail(publicUrl: string, to: string, token: string): OutgoingMail {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'email_verification',
    subject: 'Confirm your email address',
    text: `Welcome to LearnHub!\n\nConfirm your email address by opening this link:\n${link}\n\nThe link works for 3 days.`,
    html: `<p>Welcome to LearnHub!</p><p><a href="${link}">Confirm your email address</a></p><p>The link works for 3 days.</p>`,
  };
}

export function passwordResetMail(publicUrl: string, to: string, token: string): OutgoingMail {
  const link = `${publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
  const ignore = "If you didn't ask for this, ignore this mail: your password stays as it is.";
  return {
    to,
    kind: 'password_reset',
    subject: 'Choose a new password',
    text: `Someone asked to reset the password of your LearnHub account.\n\nChoose a new password by opening this link:\n${link}\n\nThe link works for 30 minutes, once. ${ignore}`,
    html: `<p>Someone asked to reset the password of your LearnHub account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works for 30 minutes, once. ${ignore}</p>`,
  };
}

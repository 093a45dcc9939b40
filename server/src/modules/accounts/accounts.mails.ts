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

/** To the owner of an e-mail someone used again at sign-up (the caller was answered as if new). */
export function repeatedSignUpMail(publicUrl: string, to: string): OutgoingMail {
  const signIn = `${publicUrl}/sign_in`;
  const reset = `${publicUrl}/forgot_password`;
  const ignore = "If it wasn't you, ignore this mail: nobody can use your account without your password.";
  return {
    to,
    kind: 'repeated_sign_up',
    subject: 'You already have a LearnHub account',
    text: `Someone just tried to create a LearnHub account with this email address, which already has one.\n\nIf it was you, sign in:\n${signIn}\n\nForgot your password? Choose a new one:\n${reset}\n\n${ignore}`,
    html: `<p>Someone just tried to create a LearnHub account with this email address, which already has one.</p><p>If it was you, <a href="${signIn}">sign in</a>. Forgot your password? <a href="${reset}">Choose a new one</a>.</p><p>${ignore}</p>`,
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

import { escapeHtml } from '../../shared/escape-html';
import type { EmailMessage } from './mailer';

/** The account emails: short, plain text first, the same words in simple HTML. */
const SHOP = 'Desi Grocer';

export function compose(
  to: string,
  kind: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
) {
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', `— ${SHOP}`].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs}${button}<p>— ${SHOP}</p></body></html>`;
  return { to, kind, subject, text, html, link: action?.url } satisfies EmailMessage;
}

const greeting = (name: string) => `Hello ${name.trim() || 'there'},`;

export function verifyEmailMessage(to: string, name: string, url: string): EmailMessage {
  return compose(
    to,
    'verify-email',
    `Verify your email for ${SHOP}`,
    [
      greeting(name),
      'Please confirm your email address to finish creating your account. The link is valid for 24 hours.',
    ],
    { label: 'Verify email', url },
  );
}

export function resetPasswordMessage(to: string, name: string, url: string): EmailMessage {
  return compose(
    to,
    'reset-password',
    `Reset your ${SHOP} password`,
    [
      greeting(name),
      'We received a request to reset your password. The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    { label: 'Reset password', url },
  );
}

/** Sent instead of a second account when someone signs up with an email we already know. */
export function existingAccountMessage(to: string, name: string, forgotPasswordUrl: string): EmailMessage {
  return compose(
    to,
    'existing-account',
    `You already have a ${SHOP} account`,
    [
      greeting(name),
      'Someone (probably you) tried to create an account with this email address, but you already have one.',
      'Sign in with your password, or reset it if you have forgotten it.',
    ],
    { label: 'Reset password', url: forgotPasswordUrl },
  );
}

import { LINK_TTL_MINUTES, PRODUCT } from '@kyu/core/contract';
import type { MailMessage } from '../../providers/mail';

/** The mails sign-in sends, as plain text with a matching minimal HTML part. */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', '— Kyu'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`,
    `<p style="color:#666">If the button does not work, paste this address into your browser:<br>${escape(link.url)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

const ttl = `${LINK_TTL_MINUTES} minutes`;

export const handoffUrl = (publicUrl: string, handoffId: string) =>
  `${publicUrl}/login/validation/${encodeURIComponent(handoffId)}`;

export const welcomeMail = (to: string, firstName: string, url: string) =>
  mail(
    to,
    'Welcome to Kyu',
    [
      `Hi ${firstName},`,
      'Your Kyu account is ready. Your coach is waiting whenever you want to practise.',
      `The link below signs you straight in; it works once, within ${ttl}. After that, sign in with your e-mail as usual.`,
    ],
    { url, label: 'Sign in to Kyu' },
  );

export const magicLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/magic-link/validation/${encodeURIComponent(token)}`;

export const magicLinkMail = (to: string, firstName: string, url: string) =>
  mail(
    to,
    'Your Kyu sign-in link',
    [
      `Hi ${firstName},`,
      `Here is your sign-in link. It works once, within ${ttl}.`,
      'If you did not ask for it, ignore this mail: nobody can sign in without the link.',
    ],
    { url, label: 'Sign in to Kyu' },
  );

export const lockedMail = (to: string, firstName: string, url: string) =>
  mail(
    to,
    'Your Kyu account is locked for an hour',
    [
      `Hi ${firstName},`,
      'Someone typed a wrong password for your Kyu account ten times, so signing in with a password is paused for an hour, except on devices you have signed in on before.',
      `If it was you, the link below signs you in and lifts the pause. It works once, within ${ttl}.`,
      'If it was not you, your account is safe: nobody gets in without your password. Choosing a new one does no harm.',
    ],
    { url, label: 'Sign in and unlock' },
  );

export const resetUrl = (publicUrl: string, token: string, fromNewBuyPage: boolean) =>
  `${publicUrl}/${PRODUCT}/reset-password?token=${encodeURIComponent(token)}${fromNewBuyPage ? '&from_new_buy_page=true' : ''}`;

/** To a parent who started on the product's buy page: the account waits for its password. */
export const setPasswordMail = (to: string, url: string) =>
  mail(
    to,
    'Choose your Kyu password',
    [
      'Hi,',
      `Your Kyu parent account is ready. Choose its password with the link below (it works once, within ${ttl}), then add your child and their courses.`,
      'If you did not start buying on Kyu, ignore this mail: nothing happens without the password.',
    ],
    { url, label: 'Choose a password' },
  );

export const resetMail = (to: string, firstName: string, url: string) =>
  mail(
    to,
    'Reset your Kyu password',
    [
      `Hi ${firstName},`,
      `Choose a new password with the link below. It works once, within ${ttl}, and signs you out everywhere else.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );

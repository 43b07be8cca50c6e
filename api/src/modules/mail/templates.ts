import { escapeHtml } from '../../lib/html';
import { type Locale, translate } from '../../i18n/messages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface TenantForMail {
  name: string;
  language: Locale;
  theme: { primaryColor: string };
}

/** The e-mail with the verification link, in the tenant's language and with the tenant's name. */
export function verifyEmailMail(tenant: TenantForMail, username: string, link: string): MailContent {
  const t = (key: Parameters<typeof translate>[1]) =>
    translate(tenant.language, key, { tenant: tenant.name, username });
  const text = [
    t('mail.verify.greeting'),
    '',
    t('mail.verify.intro'),
    link,
    '',
    t('mail.verify.expiry'),
    t('mail.verify.ignore'),
    '',
    t('mail.signature'),
  ].join('\n');
  const e = (key: Parameters<typeof translate>[1]) => escapeHtml(t(key));
  const html = `<!doctype html>
<html lang="${tenant.language}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a">
  <p>${e('mail.verify.greeting')}</p>
  <p>${e('mail.verify.intro')}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: ${escapeHtml(tenant.theme.primaryColor)}; color: #ffffff; text-decoration: none">${e('mail.verify.button')}</a></p>
  <p style="font-size: 13px; word-break: break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p style="font-size: 13px; color: #555555">${e('mail.verify.expiry')}<br>${e('mail.verify.ignore')}</p>
  <p>${e('mail.signature')}</p>
</body>
</html>`;
  return { subject: t('mail.verify.subject'), text, html };
}

type MailKey = Parameters<typeof translate>[1];

interface MailLayout {
  subject: MailKey;
  /** Paragraphs before the link (or the whole message when there is no link). */
  intro: MailKey[];
  link?: { url: string; button: MailKey };
  /** Small print after the link. */
  footnotes: MailKey[];
}

/**
 * The shared layout of the account mails (greeting, text, a button with the link also written out, small
 * print, signature), as plain text and HTML, in the tenant's language.
 */
function composeMail(tenant: TenantForMail, params: Record<string, string>, layout: MailLayout): MailContent {
  const t = (key: MailKey) => translate(tenant.language, key, { tenant: tenant.name, ...params });
  const e = (key: MailKey) => escapeHtml(t(key));
  const text = [
    t('mail.verify.greeting'),
    '',
    ...layout.intro.map(t),
    ...(layout.link === undefined ? [] : [layout.link.url]),
    '',
    ...layout.footnotes.map(t),
    '',
    t('mail.signature'),
  ].join('\n');
  const link =
    layout.link === undefined
      ? ''
      : `
  <p><a href="${escapeHtml(layout.link.url)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: ${escapeHtml(tenant.theme.primaryColor)}; color: #ffffff; text-decoration: none">${e(layout.link.button)}</a></p>
  <p style="font-size: 13px; word-break: break-all"><a href="${escapeHtml(layout.link.url)}">${escapeHtml(layout.link.url)}</a></p>`;
  const html = `<!doctype html>
<html lang="${tenant.language}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a">
  <p>${e('mail.verify.greeting')}</p>
${layout.intro.map((key) => `  <p>${e(key)}</p>`).join('\n')}${link}
  <p style="font-size: 13px; color: #555555">${layout.footnotes.map(e).join('<br>')}</p>
  <p>${e('mail.signature')}</p>
</body>
</html>`;
  return { subject: t(layout.subject), text, html };
}

/** ACC-07: the link to choose a new password (valid 60 minutes, once). */
export function passwordResetMail(tenant: TenantForMail, username: string, link: string): MailContent {
  return composeMail(
    tenant,
    { username },
    {
      subject: 'mail.reset.subject',
      intro: ['mail.reset.intro'],
      link: { url: link, button: 'mail.reset.button' },
      footnotes: ['mail.reset.expiry', 'mail.reset.ignore'],
    },
  );
}

/** ACC-05: sent to the new address; the change happens when its link is opened. */
export function emailChangeMail(tenant: TenantForMail, username: string, link: string): MailContent {
  return composeMail(
    tenant,
    { username },
    {
      subject: 'mail.emailChange.subject',
      intro: ['mail.emailChange.intro'],
      link: { url: link, button: 'mail.emailChange.button' },
      footnotes: ['mail.emailChange.expiry', 'mail.emailChange.ignore'],
    },
  );
}

/** ACC-05: tells the old address that a change was asked for, so a hijacked session does not go unnoticed. */
export function emailChangeNoticeMail(tenant: TenantForMail, username: string, newEmail: string): MailContent {
  return composeMail(
    tenant,
    { username, newEmail },
    {
      subject: 'mail.emailChangeNotice.subject',
      intro: ['mail.emailChangeNotice.intro'],
      footnotes: ['mail.emailChangeNotice.action'],
    },
  );
}

/** One line of the notification mail: the rendered text, the comment's excerpt and its absolute link. */
interface NotificationMailItem {
  text: string;
  excerpt: string;
  url: string;
}

/**
 * NOT-04: what happened to the fan's comments since the last batch (likes grouped per comment, replies),
 * one mail per fan and batch, in the tenant's language.
 */
export function notificationsMail(
  tenant: TenantForMail,
  username: string,
  items: readonly NotificationMailItem[],
): MailContent {
  const t = (key: MailKey) => translate(tenant.language, key, { tenant: tenant.name, username });
  const e = (key: MailKey) => escapeHtml(t(key));
  const text = [
    t('mail.verify.greeting'),
    '',
    t('mail.notifications.intro'),
    '',
    ...items.flatMap((item) => [
      `- ${item.text}`,
      ...(item.excerpt === '' ? [] : [`  "${item.excerpt}"`]),
      `  ${item.url}`,
    ]),
    '',
    t('mail.notifications.settings'),
    '',
    t('mail.signature'),
  ].join('\n');
  const list = items
    .map(
      (item) => `    <li style="margin-bottom: 12px">
      <strong>${escapeHtml(item.text)}</strong>${item.excerpt === '' ? '' : `<br><span style="color: #555555">“${escapeHtml(item.excerpt)}”</span>`}
      <br><a href="${escapeHtml(item.url)}" style="color: ${escapeHtml(tenant.theme.primaryColor)}">${e('mail.notifications.open')}</a>
    </li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${tenant.language}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a">
  <p>${e('mail.verify.greeting')}</p>
  <p>${e('mail.notifications.intro')}</p>
  <ul style="padding-left: 18px">
${list}
  </ul>
  <p style="font-size: 13px; color: #555555">${e('mail.notifications.settings')}</p>
  <p>${e('mail.signature')}</p>
</body>
</html>`;
  return { subject: t('mail.notifications.subject'), text, html };
}

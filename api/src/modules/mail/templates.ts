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

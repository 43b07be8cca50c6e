import { escapeHtml } from '../../lib/html';
import { type Locale, type MessageKey, translate } from '../../i18n/messages';
import type { MailContent } from '../mail/templates';

interface ContactMailInput {
  tenant: { name: string; language: Locale };
  name: string;
  email: string;
  message: string;
  member: { id: number; username: string } | null;
}

/** The mail to the editors: the message as written, in the tenant's language, with who sent it. */
export function contactMail(input: ContactMailInput): MailContent {
  const params = {
    tenant: input.tenant.name,
    name: input.name,
    email: input.email,
    username: input.member?.username ?? '',
    id: input.member?.id ?? '',
  };
  const t = (key: MessageKey) => translate(input.tenant.language, key, params);
  const memberLine = input.member === null ? [] : [t('contact.mail.member')];
  const text = [t('contact.mail.intro'), '', input.message, '', ...memberLine, t('contact.mail.reply')].join('\n');
  const html = `<!doctype html>
<html lang="${input.tenant.language}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a">
  <p>${escapeHtml(t('contact.mail.intro'))}</p>
  <blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #cccccc; white-space: pre-wrap">${escapeHtml(input.message)}</blockquote>
  ${memberLine.map((line) => `<p style="font-size: 13px; color: #555555">${escapeHtml(line)}</p>`).join('')}
  <p style="font-size: 13px; color: #555555">${escapeHtml(t('contact.mail.reply'))}</p>
</body>
</html>`;
  return { subject: t('contact.mail.subject'), text, html };
}

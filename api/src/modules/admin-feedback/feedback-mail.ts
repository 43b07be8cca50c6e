import { escapeHtml } from '../../lib/html';
import { type Locale, type MessageKey, translate } from '../../i18n/messages';
import type { MailContent } from '../mail/templates';
import type { FeedbackReport } from './feedback-report';

/**
 * The mail to the tenant's team: the admin's text as written, then who sent it, from which page and
 * browser, in the tenant's language (the team's, not necessarily the admin's).
 */
export function feedbackMail(report: FeedbackReport, language: Locale): MailContent {
  const params = {
    tenant: report.tenant.name,
    tenantId: report.tenant.id,
    name: report.admin.name,
    id: report.admin.id,
    email: report.admin.email,
    url: report.pageUrl ?? '',
    userAgent: report.userAgent ?? '-',
  };
  const t = (key: MessageKey) => translate(language, key, params);
  const details = [
    t(report.pageUrl === null ? 'adminFeedback.mail.noPage' : 'adminFeedback.mail.page'),
    t('adminFeedback.mail.browser'),
    t('adminFeedback.mail.site'),
  ];
  const text = [
    t('adminFeedback.mail.intro'),
    '',
    report.message,
    '',
    ...details,
    '',
    t('adminFeedback.mail.reply'),
  ].join('\n');
  const pageLine =
    report.pageUrl === null
      ? escapeHtml(t('adminFeedback.mail.noPage'))
      : // The address was checked to be http(s) at the boundary, so it is safe as a link.
        // (A function, so a `$&` in the address is not read as a replacement pattern.)
        escapeHtml(t('adminFeedback.mail.page')).replace(
          escapeHtml(report.pageUrl),
          (address) => `<a href="${address}">${address}</a>`,
        );
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a">
  <p>${escapeHtml(t('adminFeedback.mail.intro'))}</p>
  <blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #cccccc; white-space: pre-wrap">${escapeHtml(report.message)}</blockquote>
  <p style="font-size: 13px; color: #555555; word-break: break-all">${pageLine}<br>${escapeHtml(details[1] ?? '')}<br>${escapeHtml(details[2] ?? '')}</p>
  <p style="font-size: 13px; color: #555555">${escapeHtml(t('adminFeedback.mail.reply'))}</p>
</body>
</html>`;
  return { subject: t('adminFeedback.mail.subject'), text, html };
}

import { translator } from '../../../i18n/messages';
import type { Tenant } from '../../tenants/tenants-repository';

/** The comment section's texts (the spec's `metaData.other` labels), in the tenant's language. */
export function commentLabels(tenant: Tenant): Record<string, string> {
  const t = translator(tenant.language);
  return {
    comments: t('comments.label.comments'),
    reply: t('comments.label.reply'),
    like: t('comments.label.like'),
    likes: t('comments.label.likes'),
    report: t('comments.label.report'),
    report_confirm: t('comments.label.reportConfirm'),
    edit: t('comments.label.edit'),
    delete: t('comments.label.delete'),
    delete_confirm: t('comments.label.deleteConfirm'),
    save: t('comments.label.save'),
    cancel: t('comments.label.cancel'),
    send: t('comments.label.send'),
    placeholder: t('comments.label.placeholder'),
    reply_placeholder: t('comments.label.replyPlaceholder'),
    load_more: t('comments.label.loadMore'),
    no_comments: t('comments.label.noComments'),
    login_to_comment: t('comments.label.loginToComment'),
    hidden: t('comments.label.hidden'),
    deleted: t('comments.label.deleted'),
    edited: t('comments.label.edited'),
    new_comments: t('comments.label.newComments'),
  };
}

import { defineMessage, useIntl } from 'react-intl';
import { useSession } from '@tribune/shared';
import { useArticleEditors } from './use-article-editors';

const alsoEditing = defineMessage<{ names: string; count: number }>({
  id: 'content.newsroom.presence.also-editing',
  defaultMessage:
    '{names} also {count, plural, one {has} other {have}} this article open. Their saves and yours may cross: the later save is refused and its writer can copy their text.',
  description: 'NR-04: the warning when other editors have the same article open in the newsroom',
});

/**
 * NR-04: tells an editor, live, who else has this article open (the presence channel), so two people
 * agree before they type over each other; the API's version check is the net behind it.
 */
export function ArticleEditorsNotice({ articleId }: { articleId: number | null }) {
  const intl = useIntl();
  const { user } = useSession();
  const editors = useArticleEditors(articleId, user?.id ?? null);
  return (
    <div className="newsroom-presence" role="status">
      {editors.length === 0 ? null : (
        <p className="newsroom-presence__warning">
          {intl.formatMessage(alsoEditing, {
            names: intl.formatList(
              editors.map((editor) => editor.username),
              { type: 'conjunction' },
            ),
            count: editors.length,
          })}
        </p>
      )}
    </div>
  );
}

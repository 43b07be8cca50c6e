import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatInSiteTimeZone, parseIsoInstant, useTenant } from '@tribune/shared';
import type { NewsroomArticleRow } from '../../api/list-articles';
import { relativeTimeParts } from '../lib/relative-time';
import {
  changedByMessage,
  changedMessage,
  newsroomListMessages as messages,
  scheduledForMessage,
} from './newsroom-list-messages';
import { stateLabels } from './newsroom-state';

interface NewsroomArticleItemProps {
  article: NewsroomArticleRow;
  /** The instant the list was shown, in epoch milliseconds, for "changed 5 minutes ago". */
  now: number;
}

/**
 * One article of the newsroom's list (NR-01): its title (an h2, linking to the editor), state, author,
 * primary tag, who changed it last and when and, for a scheduled one, when it goes out on the site's
 * clock. Titles and names are editors' plain text, shown as text.
 */
export function NewsroomArticleItem({ article, now }: NewsroomArticleItemProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const changedAt = parseIsoInstant(article.updated_at);
  const relative = changedAt === null ? null : relativeTimeParts(changedAt, now);
  const relativeText =
    relative === null ? '' : intl.formatRelativeTime(relative.value, relative.unit, { numeric: 'auto' });
  const goesOutAt =
    article.status === 'scheduled' && article.published_at !== null ? parseIsoInstant(article.published_at) : null;

  return (
    <li className="newsroom-list__item">
      <h2 className="newsroom-list__title">
        <Link to={`/newsroom/article/${article.id}`}>
          {article.title.trim() === '' ? intl.formatMessage(messages.untitled) : article.title}
        </Link>
      </h2>
      <dl className="newsroom-list__facts">
        <div>
          <dt>{intl.formatMessage(messages.factState)}</dt>
          <dd>
            <span className={`newsroom-list__badge newsroom-list__badge--${article.status}`}>
              {intl.formatMessage(stateLabels[article.status])}
            </span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.factAuthor)}</dt>
          <dd>{article.author.name}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.factTag)}</dt>
          <dd>{article.primary_tag === '' ? intl.formatMessage(messages.noTag) : article.primary_tag}</dd>
        </div>
      </dl>
      {changedAt === null ? null : (
        <p className="newsroom-list__changed">
          {article.updated_by === null
            ? intl.formatMessage(changedMessage, { relative: relativeText })
            : intl.formatMessage(changedByMessage, { relative: relativeText, name: article.updated_by.name })}
        </p>
      )}
      {goesOutAt === null ? null : (
        <p className="newsroom-list__scheduled">
          {intl.formatMessage(scheduledForMessage, {
            time: formatInSiteTimeZone(goesOutAt, language, 'cccc d LLLL yyyy, HH:mm'),
          })}
        </p>
      )}
    </li>
  );
}

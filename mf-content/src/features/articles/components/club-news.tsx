import { useId } from 'react';
import { defineMessage, FormattedMessage } from 'react-intl';
import { HeadlineLink } from '../../../components/headline-link';
import type { ArticleSummary } from '../../../lib/article-schema';
import { articleHref } from '../utils/site-path';
import { ArticleDate } from '../../../components/article-date';
import { ArticleImage } from '../../../components/article-image';
import './club-news.css';

const titleMessage = defineMessage<{ club: string }>({
  id: 'content.club-news.title',
  defaultMessage: 'News about {club}',
  description: 'Home page "My club" section and team page: heading of the news about a club; {club} is its name',
});

interface ClubNewsProps {
  /** The club's name as the host page shows it. */
  clubName: string;
  /** The club's newest articles, newest first, as many as the host asked for. */
  articles: readonly ArticleSummary[];
}

/**
 * CLB-02: the news about one club, inside the home page's club section and on the team page. Rows, not
 * the home list's cards: a card's full-width 3:2 image, tag and excerpt would make three stories fill a
 * phone's screen inside a section that also holds the club's match and table. A row keeps what the card
 * says of a story (the viewer's headline, AB-01; the thumbnail; the date) side by side.
 *
 * There is no "More news" link: no page lists all of a club's news (a club's tag page holds only the
 * articles filed under it, and its slug is not known here), the home page's club section already links
 * to the club's page, and the team page is that page.
 *
 * The heading is an h3: on the home page it sits in the club section under its h2, and on the team page
 * it follows the page's h2 sections.
 */
export function ClubNews({ clubName, articles }: ClubNewsProps) {
  const titleId = useId();
  return (
    <section className="content-club-news" aria-labelledby={titleId}>
      <h3 id={titleId} className="content-club-news__title">
        <FormattedMessage {...titleMessage} values={{ club: clubName }} />
      </h3>
      <ul className="content-club-news__list">
        {articles.map((article) => (
          <li key={article.id}>
            <ClubNewsRow article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One story: its headline link covers the row, so each story is one tap target and one tab stop. */
function ClubNewsRow({ article }: { article: ArticleSummary }) {
  const titleId = useId();
  return (
    <article className="link-row content-club-news__item" aria-labelledby={titleId}>
      {/* The headline beside it says what the image shows, so the image itself is decorative. */}
      <ArticleImage
        className="content-club-news__image"
        src={article.thumbnails.origin}
        alt=""
        width={144}
        height={96}
      />
      <div className="content-club-news__body">
        <h4 id={titleId} className="content-club-news__headline">
          <HeadlineLink
            article={{ id: article.id, title: article.title, bTitle: article.b_title, abTesting: article.abtesting }}
            href={articleHref(article)}
            className="link-row__link content-club-news__link"
          />
        </h4>
        <ArticleDate iso={article.published_at} className="content-club-news__date" />
      </div>
    </article>
  );
}

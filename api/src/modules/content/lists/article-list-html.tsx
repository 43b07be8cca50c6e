import { renderToStaticMarkup } from 'react-dom/server';
import { displayDate, type AjaxArticleView } from './ajax-article';

/** The texts of the HTML lists, in the tenant's language. */
export interface ArticleListLabels {
  /** 'by' / 'door'. */
  by: string;
  /** '1 comment', '12 comments'. */
  comments: (count: number) => string;
  photoReport: string;
  sticky: string;
}

interface ItemProps {
  article: AjaxArticleView & { is_sticky: boolean };
  labels: ArticleListLabels;
  now: Date;
}

function ArticleListItem({ article, labels, now }: ItemProps) {
  const published = new Date(article.published_at);
  return (
    <article className={article.is_sticky ? 'tag-article tag-article--sticky' : 'tag-article'}>
      {/* The title link names the story; the image link is a second way in for pointers only. */}
      <a className="tag-article__image-link" href={article.url} tabIndex={-1} aria-hidden="true">
        <img
          className="tag-article__image"
          src={article.image_url}
          alt=""
          width={345}
          height={230}
          loading="lazy"
          decoding="async"
        />
      </a>
      <div className="tag-article__body">
        {article.is_sticky ? <span className="tag-article__badge">{labels.sticky}</span> : null}
        <h2 className="tag-article__title">
          <a href={article.url}>{article.title}</a>
        </h2>
        {article.content === '' ? null : <p className="tag-article__excerpt">{article.content}</p>}
        <p className="tag-article__meta">
          <time className="tag-article__date" dateTime={article.published_at}>
            {displayDate(published, now)}
          </time>
          {article.show_author ? (
            <span className="tag-article__author">
              {labels.by} {article.author_url === null ? article.user : <a href={article.author_url}>{article.user}</a>}
            </span>
          ) : null}
          <span className="tag-article__comments">{labels.comments(article.comments_count)}</span>
        </p>
      </div>
    </article>
  );
}

function PhotoReportItem({ article, labels, now }: ItemProps) {
  return (
    <li className={article.is_sticky ? 'photo-report photo-report--sticky' : 'photo-report'}>
      <a className="photo-report__link" href={article.url}>
        <img
          className="photo-report__image"
          src={article.image_url}
          alt=""
          width={345}
          height={230}
          loading="lazy"
          decoding="async"
        />
        <span className="photo-report__label">{labels.photoReport}</span>
        <span className="photo-report__title">{article.title}</span>
      </a>
      <time className="photo-report__date" dateTime={article.published_at}>
        {displayDate(new Date(article.published_at), now)}
      </time>
    </li>
  );
}

interface ArticleListHtmlOptions {
  template: 'default' | 'photo_report';
  labels: ArticleListLabels;
  /** The render time: an article of today shows its time instead of its date (ART-07). */
  now: Date;
}

/**
 * ART-03: one page of a tag's articles as HTML, rendered by React so every title, excerpt and name is
 * escaped by the renderer and never concatenated into markup. The default template is a run of
 * `<article class="tag-article">` cards; the photo-report template (a tag whose `template` is
 * `photo_report`) a `<ul class="photo-reports">` grid of images with their titles. An empty page is ''.
 */
export function renderArticleListHtml(
  items: ReadonlyArray<AjaxArticleView & { is_sticky: boolean }>,
  { template, labels, now }: ArticleListHtmlOptions,
): string {
  if (items.length === 0) return '';
  if (template === 'photo_report') {
    return renderToStaticMarkup(
      <ul className="photo-reports">
        {items.map((article) => (
          <PhotoReportItem key={article.id} article={article} labels={labels} now={now} />
        ))}
      </ul>,
    );
  }
  return renderToStaticMarkup(
    <>
      {items.map((article) => (
        <ArticleListItem key={article.id} article={article} labels={labels} now={now} />
      ))}
    </>,
  );
}

/** ART-08: the texts of the guest section, in the tenant's language. */
interface GuestSectionTexts {
  title: string;
  text: string;
  login: string;
  or: string;
  register: string;
}

/**
 * ART-08: the short invitation logged-out visitors see: join to comment, like, vote and predict. The
 * links are the page's own `#login` and `#register`, which open the shell's login and register dialogs.
 */
export function renderGuestSectionHtml(texts: GuestSectionTexts): string {
  return renderToStaticMarkup(
    <section className="guest-section" aria-labelledby="guest-section-title">
      <h2 className="guest-section__title" id="guest-section-title">
        {texts.title}
      </h2>
      <p className="guest-section__text">{texts.text}</p>
      <p className="guest-section__actions">
        <a className="guest-section__login" href="#login">
          {texts.login}
        </a>{' '}
        {texts.or}{' '}
        <a className="guest-section__register" href="#register">
          {texts.register}
        </a>
      </p>
    </section>,
  );
}

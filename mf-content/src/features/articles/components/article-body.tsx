/**
 * The article's body HTML as the API sends it (ART-01). The API sanitized it on the way out
 * (api/src/modules/content/sanitize-article-html.ts; docs/contracts.md: `content` is sanitized HTML),
 * so it goes in as it is, the same on the server render and in the browser.
 */
export function ArticleBody({ html }: { html: string }) {
  // Safe by contract: the API's allow-list sanitizer is the one place article HTML is cleaned.
  return <div className="content-article__body" dangerouslySetInnerHTML={{ __html: html }} />;
}

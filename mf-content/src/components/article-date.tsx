import { formatArticleDate, useRenderedAt, useTenant } from '@tribune/shared';

/** ART-07: DD-MM-YYYY, or HH:mm for today, in the tenant's language. */
export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  const { language } = useTenant();
  // "Today" is decided at the page's render time, so a server-rendered date hydrates unchanged.
  const text = formatArticleDate(iso, language, useRenderedAt());
  if (!text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

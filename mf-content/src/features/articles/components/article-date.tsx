import { formatArticleDate, useTenant } from '@tribune/shared';

/** ART-07: DD-MM-YYYY, or HH:mm for today, in the tenant's language. */
export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  const { language } = useTenant();
  const text = formatArticleDate(iso, language);
  if (!text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

import { useEffect, useRef } from 'react';
import { SiteLink, useHeadline, type AbHeadline } from '@tribune/shared';
import { reportTitleClick } from '../lib/api/click-title';
import { recordImpressions } from '../lib/api/record-impressions';
import { useReportSender } from '../lib/api/send-report';
import { queueImpression, watchVisibility } from '../lib/impression-batch';

interface HeadlineLinkProps {
  article: AbHeadline;
  href: string;
  className?: string;
}

/**
 * AB-01: a list's headline link. It shows the viewer's headline (B for group B when the article is
 * under test, A otherwise), reports it as seen once it scrolls into view, and reports a click on it
 * without holding up the navigation (keepalive, never awaited). An article without a test is a plain
 * SiteLink with its title: nothing is watched or sent.
 */
export function HeadlineLink({ article, href, className }: HeadlineLinkProps) {
  const { title, group } = useHeadline(article);
  const ref = useRef<HTMLSpanElement>(null);
  const send = useReportSender();
  const articleId = article.id;

  useEffect(() => {
    const element = ref.current;
    if (element === null || group === null) return;
    const unwatch = watchVisibility(element, () =>
      queueImpression(articleId, group, (batchGroup, ids) => recordImpressions(send, batchGroup, ids)),
    );
    // A listener of the DOM, not a React handler: the link stays SiteLink's, and the report goes out
    // in the same task as the click, before the router navigates.
    const onClick = () => reportTitleClick(send, articleId, group);
    element.addEventListener('click', onClick);
    return () => {
      unwatch();
      element.removeEventListener('click', onClick);
    };
  }, [articleId, group, send]);

  return (
    <span ref={ref} className="headline-test">
      <SiteLink href={href} className={className}>
        {title}
      </SiteLink>
    </span>
  );
}

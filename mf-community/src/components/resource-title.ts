import { useHeadline } from '@tribune/shared';

/** What a comment list knows of the resource a comment was written on (the API's resource objects). */
interface CommentResourceTitles {
  id: number;
  title: string;
  b_title: string;
  abtesting: boolean;
}

/**
 * The title of a comment's resource as this viewer sees it. An article under the headline test (AB-01)
 * shows group B its B title, as the news lists do, so a fan never meets one story under two names on
 * one page; anything else, and everyone on the server, sees `title`.
 */
export function useResourceTitle(resource: CommentResourceTitles): string {
  return useHeadline({
    id: resource.id,
    title: resource.title,
    bTitle: resource.b_title,
    abTesting: resource.abtesting,
  }).title;
}

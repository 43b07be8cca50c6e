import { Fragment, lazy, Suspense } from 'react';

const LinkifiedText = lazy(() =>
  import(/* webpackChunkName: "linkified-text" */ './linkified-text').then((module) => ({
    default: module.LinkifiedText,
  })),
);

/**
 * Whether linkifyjs could find a link in a text: every address it links has a scheme (`https://`), a
 * dot between two characters (`tribune.nl`, an IP address) or is `localhost`. A superset, so a text
 * without any of them is shown without loading linkifyjs; most comments ("Great game. 2-0!") pass.
 */
const mayHoldLink = /\S\.\S|:\/\/|localhost/i;

/**
 * CMT-10: a comment's plain text as React elements: links open in a new tab and are nofollow, line breaks
 * become <br>, everything else is text (React escapes it). Never innerHTML. A text that may hold a link
 * goes through linkifyjs, in a chunk of its own (issue 30's budget): the server renders its links, and
 * the browser keeps the server's HTML until the chunk is in; without a server render the text shows
 * plain until then.
 */
export function CommentText({ content, className }: { content: string; className?: string }) {
  const text = content.replace(/\r\n?/g, '\n');
  const plain = <PlainText text={text} className={className} />;
  if (!mayHoldLink.test(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <LinkifiedText text={text} className={className} />
    </Suspense>
  );
}

/** The text as linkifyjs renders one without links: its lines, with a <br> between them. */
function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

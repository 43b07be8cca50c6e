import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { PageHead, useTenant } from '@tribune/shared';
import { bioPageSize, bioToken, useScopedArticles } from '../features/lists/api/get-scoped-articles';
import { ArticleList } from '../features/lists/components/article-list';
import { ListsPageLayout } from '../features/lists/components/lists-page-layout';
import { StoryItem } from '../features/lists/components/story-item';
import { storyFromSummary } from '../features/lists/lib/story';

const messages = defineMessages({
  title: { id: 'content.bio.title', defaultMessage: 'Biographies', description: 'Heading of the bio list page' },
  empty: {
    id: 'content.bio.empty',
    defaultMessage: 'There are no biographies yet.',
    description: 'Bio list page: there are no bio articles',
  },
  next: {
    id: 'content.bio.next',
    defaultMessage: 'Next',
    description: 'Bio list page: the button that adds the next page of biographies (spec 001: "next button")',
  },
});

const description = defineMessage<{ name: string }>({
  id: 'content.bio.description',
  defaultMessage: 'Profiles of the players and people of {name}.',
  description: 'Meta description of the bio list page; {name} is the site',
});

const bioQuery = { pageSize: bioPageSize };

/** /bio (ART-05): the bio articles, newest first, with a next button that adds the next page. */
export function BioPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const headingId = useId();
  const list = useScopedArticles(bioToken, bioQuery);
  return (
    <ListsPageLayout>
      <PageHead
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(description, { name: tenant.name })}
        path="/bio"
      />
      <section aria-labelledby={headingId}>
        <header className="lists-heading">
          <h1 id={headingId} className="lists-heading__title">
            {intl.formatMessage(messages.title)}
          </h1>
        </header>
        <ArticleList
          list={list}
          labelledBy={headingId}
          moreLabel={messages.next}
          empty={intl.formatMessage(messages.empty)}
          renderItem={(article, index) => <StoryItem story={storyFromSummary(article)} priority={index === 0} />}
        />
      </section>
    </ListsPageLayout>
  );
}

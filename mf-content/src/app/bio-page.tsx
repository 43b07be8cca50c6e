import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useTenant } from '@tribune/shared';
import { bioPageSize, bioToken, useListScopedArticles } from '../features/lists/api/list-scoped-articles';
import { ArticleList } from '../features/lists/components/article-list';
import { ListPage } from '../features/lists/components/list-page';
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
  const list = useListScopedArticles(bioToken, bioQuery);
  return (
    <ListPage
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(description, { name: tenant.name })}
      path="/bio"
    >
      {(headingId) => (
        <ArticleList
          list={list}
          labelledBy={headingId}
          moreLabel={messages.next}
          empty={intl.formatMessage(messages.empty)}
          renderItem={(article, index) => <StoryItem story={storyFromSummary(article)} priority={index === 0} />}
        />
      )}
    </ListPage>
  );
}

import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useTenant } from '@tribune/shared';
import { useListMostViewedArticles } from '../features/lists/api/list-most-viewed-articles';
import { ArticleList } from '../features/lists/components/article-list';
import { ListPage } from '../features/lists/components/list-page';
import { StoryItem } from '../features/lists/components/story-item';
import { storyFromAjax } from '../features/lists/lib/story';

const messages = defineMessages({
  title: { id: 'content.most-read.title', defaultMessage: 'Most read', description: 'Heading of the most-read page' },
  empty: {
    id: 'content.most-read.empty',
    defaultMessage: 'No articles have been read yet.',
    description: 'Most-read page: no article has visits yet',
  },
});

const description = defineMessage<{ name: string }>({
  id: 'content.most-read.description',
  defaultMessage: 'The most read articles on {name}.',
  description: 'Meta description of the most-read page; {name} is the site',
});

/** /most-read (ART-05): the most visited articles, numbered, with load-more; images 345 wide at 3:2. */
export function MostReadPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const list = useListMostViewedArticles();
  return (
    <ListPage
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(description, { name: tenant.name })}
      path="/most-read"
    >
      {(headingId) => (
        <ArticleList
          list={list}
          ordered
          layout="most-read"
          labelledBy={headingId}
          empty={intl.formatMessage(messages.empty)}
          renderItem={(article, index) => (
            <StoryItem story={storyFromAjax(article)} layout="most-read" priority={index === 0} />
          )}
        />
      )}
    </ListPage>
  );
}

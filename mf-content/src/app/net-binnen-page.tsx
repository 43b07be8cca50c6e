import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useTenant } from '@tribune/shared';
import { netBinnenPageSize, netBinnenToken, useListScopedArticles } from '../features/lists/api/list-scoped-articles';
import { ArticleList } from '../features/lists/components/article-list';
import { ListPage } from '../features/lists/components/list-page';
import { StoryItem } from '../features/lists/components/story-item';
import { storyFromSummary } from '../features/lists/lib/story';

const messages = defineMessages({
  title: { id: 'content.net-binnen.title', defaultMessage: 'Just in', description: 'Heading of the net-binnen page' },
  empty: {
    id: 'content.net-binnen.empty',
    defaultMessage: 'Nothing has been published yet.',
    description: 'Net-binnen page: there are no articles',
  },
});

const description = defineMessage<{ name: string }>({
  id: 'content.net-binnen.description',
  defaultMessage: 'Everything just published on {name}, newest first.',
  description: 'Meta description of the net-binnen (just in) page; {name} is the site',
});

/** Spec 001 §9: net-binnen pages hold 10 articles, the first one too. */
const netBinnenQuery = { pageSize: netBinnenPageSize, firstPageSize: netBinnenPageSize };

/** /net-binnen (ART-05): every new article, newest first, through the token endpoint, with load-more. */
export function NetBinnenPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const list = useListScopedArticles(netBinnenToken, netBinnenQuery);
  return (
    <ListPage
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(description, { name: tenant.name })}
      path="/net-binnen"
    >
      {(headingId) => (
        <ArticleList
          list={list}
          labelledBy={headingId}
          empty={intl.formatMessage(messages.empty)}
          renderItem={(article, index) => <StoryItem story={storyFromSummary(article)} priority={index === 0} />}
        />
      )}
    </ListPage>
  );
}

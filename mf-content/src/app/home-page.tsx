import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { HydrateWhenNear, PageHead, Slot, useTenant } from '@tribune/shared';
import { AdSlot } from '../features/ads/components/ad-slot';
import { LatestNews } from '../features/articles/components/latest-news';
import { useSlotHasFillers } from './use-slot-has-fillers';

const messages = defineMessages({
  title: { id: 'content.home.title', defaultMessage: 'Latest news', description: 'Heading of the home page news list' },
  sidebar: {
    id: 'content.home.sidebar',
    defaultMessage: 'More on the site',
    description: 'Accessible name of the home page sidebar (match widgets, community lists)',
  },
});

const homeDescription = defineMessage<{ name: string }>({
  id: 'content.home.description',
  defaultMessage: 'The latest news, match reports and talk of {name}.',
  description: 'Meta description of the home page for search engines and shared links; {name} is the site',
});

/**
 * The home page (ART-02): the fan's club first when they chose one (CLB-02), the match centre's score
 * strip (MD-02), the latest news, and the other
 * remotes' widgets in a sidebar (below 1024 px: under the news); an ad slot above the news and one at
 * the top of the sidebar (ADS-01).
 */
export function HomePage() {
  const intl = useIntl();
  const tenant = useTenant();
  const hasSidebar = useSlotHasFillers('home.sidebar');
  const hasScoreStrip = useSlotHasFillers('home.score-strip');
  return (
    <div className={hasSidebar ? 'content-home content-home--with-sidebar' : 'content-home'}>
      <PageHead title={tenant.name} description={intl.formatMessage(homeDescription, { name: tenant.name })} path="/" />
      {/*
        MD-02: the live, today's or next match first, above the news and the ad, where a fan looks on a
        phone; server-rendered with its data. Above it, with a club chosen, the club's section (CLB-02).
        Only on tenants that run the match centre: elsewhere nothing.
      */}
      {hasScoreStrip ? (
        <div className="content-home__strip">
          <Slot name="home.score-strip" />
        </div>
      ) : null}
      <section className="content-home__news" aria-labelledby="content-home-title">
        {/* ADS-01: the box keeps its size from the server's render on; the ad fills it in the browser. */}
        <AdSlot slug="home-top" />
        <h1 id="content-home-title" className="content-home__title">
          <FormattedMessage {...messages.title} />
        </h1>
        <LatestNews />
      </section>
      {hasSidebar ? (
        <aside className="content-home__sidebar" aria-label={intl.formatMessage(messages.sidebar)}>
          <AdSlot slug="home-sidebar" />
          {/* Below the fold on a phone: its widgets hydrate when they near the viewport (issue 10). */}
          <HydrateWhenNear className="content-home__widgets">
            <Slot name="home.sidebar" />
          </HydrateWhenNear>
        </aside>
      ) : null}
    </div>
  );
}

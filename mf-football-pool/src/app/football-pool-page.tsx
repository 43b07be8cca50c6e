import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead, Tabs } from '@tribune/shared';
import { LeaguesPanel } from '../features/leagues/components/leagues-panel';
import { WeekPredictions } from '../features/predictions/components/week-predictions';
import { RankingBoard } from '../features/rankings/components/ranking-board';
import { rankingsMessages } from '../features/rankings/components/rankings-messages';
import { PoolRules } from '../features/rules/components/pool-rules';
import { currentWeekStart } from '../lib/pool-weeks';
import { poolMessages } from './pool-messages';
import { SessionBar } from './session-bar';

/**
 * FP-07 / PLT-11: /football-pool, the prediction games page. Its tabs are deep-linked by the hash
 * (#predictions, #rankings, #leagues, #rules); the server renders the first and the browser switches to
 * the hash's right after hydration.
 */
export function FootballPoolPage() {
  const intl = useIntl();
  const titleId = useId();
  const tabsRef = useRevealSelectedTab();
  // Stable while the language is: the tabs re-read the hash when their list changes.
  const tabs = useMemo(
    () => [
      {
        id: 'predictions',
        label: intl.formatMessage(poolMessages.predictionsTitle),
        content: <WeekPredictions weekStart={null} navigable={false} />,
      },
      { id: 'rankings', label: intl.formatMessage(rankingsMessages.title), content: <ThisWeeksRanking /> },
      { id: 'leagues', label: intl.formatMessage(poolMessages.leaguesTab), content: <LeaguesPanel /> },
      { id: 'rules', label: intl.formatMessage(poolMessages.rulesTab), content: <PoolRules /> },
    ],
    [intl],
  );
  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <PageHead
        title={intl.formatMessage(poolMessages.gamesTitle)}
        description={intl.formatMessage(poolMessages.gamesIntro)}
        path="/football-pool"
      />
      <h1 id={titleId} className="fp-page__title">
        {intl.formatMessage(poolMessages.gamesTitle)}
      </h1>
      <p className="fp-page__intro">{intl.formatMessage(poolMessages.gamesIntro)}</p>
      <SessionBar />
      <div ref={tabsRef}>
        <Tabs tabs={tabs} label={intl.formatMessage(poolMessages.tabs)} deepLinked defaultTab="predictions" />
      </div>
    </section>
  );
}

/**
 * On a phone the tabs scroll sideways (one line): the selected one (#rules opened from a link) is
 * scrolled into the strip's view, sideways only where the page already shows the strip.
 */
function useRevealSelectedTab() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current?.querySelector('[role="tablist"]');
    if (!list) return undefined;
    const reveal = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (selected && 'scrollIntoView' in selected) selected.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** The #rankings tab: this week's board, with the way to every period on the rankings page. */
function ThisWeeksRanking() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  return (
    <div className="fp-tab-ranking">
      <div className="fp-week">
        <h2 className="fp-week__title">{intl.formatMessage(rankingsMessages.this_week)}</h2>
        <Link className="button button--secondary" to="/football-pool/rankings?ranking=this_week">
          {intl.formatMessage(rankingsMessages.allRankings)}
        </Link>
      </div>
      <RankingBoard
        selection={{ filter: 'week', value: currentWeekStart() }}
        page={page}
        onPageChange={setPage}
        caption={intl.formatMessage(rankingsMessages.this_week)}
      />
    </div>
  );
}

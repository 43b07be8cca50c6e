import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RankingTab } from '../lib/ranking-url';
import { rankingsMessages } from './rankings-messages';

const tabs: readonly { id: RankingTab; label: MessageDescriptor }[] = [
  { id: 'rankings', label: rankingsMessages.rankingsTab },
  { id: 'matches', label: rankingsMessages.matchesTab },
];

interface RankingTabsProps {
  selected: RankingTab;
  onSelect: (tab: RankingTab) => void;
  children: ReactNode;
}

/**
 * The Rankings and Matches tabs (MC-01). Unlike shared's Tabs (whose state is its own or the URL hash),
 * the selection lives in the query (`?matches=true`, spec 000 §2): the page reads it, on the server
 * too, and a tab click writes it. Arrow keys move between the tabs, as WAI-ARIA's tab pattern says.
 */
export function RankingTabs({ selected, onSelect, children }: RankingTabsProps) {
  const intl = useIntl();
  const baseId = useId();
  const tabId = (tab: RankingTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: RankingTab) => `${baseId}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = step === 0 ? undefined : tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div className="tabs ranking-tabs">
      <div role="tablist" aria-label={intl.formatMessage(rankingsMessages.tabs)} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {intl.formatMessage(tab.label)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="tabs__panel"
        >
          {tab.id === selected ? children : null}
        </div>
      ))}
    </div>
  );
}

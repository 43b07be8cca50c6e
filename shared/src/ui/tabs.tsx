import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../ssr/use-hydrated';

export interface TabDefinition {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  tabs: readonly TabDefinition[];
  label: string;
  /** PLT-11: when true, the URL hash (#id) selects the tab and selecting a tab writes the hash. */
  deepLinked?: boolean;
  defaultTab?: string;
}

/**
 * Accessible tabs (arrow keys move between them), optionally deep-linked by the URL hash. The server
 * never sees the hash, so a server-rendered page hydrates on the default tab and switches to the
 * hash's right after; a page first rendered in the browser starts on the hash's tab.
 */
export function Tabs({ tabs, label, deepLinked = false, defaultTab }: TabsProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const tabOfHash = () => {
    const id = deepLinked && typeof window !== 'undefined' ? window.location.hash.slice(1) : '';
    return tabs.some((tab) => tab.id === id) ? id : null;
  };
  const [selected, setSelected] = useState(() => (hydrated ? tabOfHash() : null) ?? defaultTab ?? tabs[0]?.id ?? '');
  // A panel once shown stays mounted (hidden) when another is chosen: the one the server rendered may
  // still be hydrating its parts (a lazy slot filler) when a deep link switches tabs, and the page is
  // only marked hydrated once every server-rendered part has (decision 0010). Its state is kept too.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selected]));
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));

  useEffect(() => {
    if (!deepLinked) return undefined;
    const onHashChange = () => {
      const id = tabOfHash();
      if (id) setSelected(id);
    };
    onHashChange();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
    // tabOfHash reads the current tabs; re-subscribing when they change is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deepLinked, tabs]);

  const select = (id: string) => {
    setSelected(id);
    if (deepLinked) window.history.replaceState(window.history.state, '', `#${id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    select(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="tabs__panel"
        >
          {opened.has(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}

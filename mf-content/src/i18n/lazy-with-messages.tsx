import { lazy, type ComponentType } from 'react';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from './load-messages';

/**
 * `React.lazy` for a part loaded on demand, inside this remote's whole message catalogue: the pages'
 * own catalogue (`loadPageMessages`) holds only what the home and article pages show up front.
 */
export function lazyWithMessages<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => {
    const Part: ComponentType<Props> = (await load())[name];
    function WithMessages(props: Props) {
      return (
        <RemoteIntlProvider loadMessages={loadMessages}>
          <Part {...props} />
        </RemoteIntlProvider>
      );
    }
    WithMessages.displayName = `WithMessages(${name})`;
    return { default: WithMessages };
  });
}

import { FormattedMessage } from 'react-intl';
import type { EmbedProvider } from '../lib/embed-urls';
import { embedMessages, providerNames } from './embed-messages';

/**
 * What stands in for a post that cannot be shown (a URL we cannot embed, a removed post, a provider that
 * is down or out of reach, as in the offline demo): a plain link to it, in a quiet box.
 */
export function EmbedLink({ provider, href }: { provider: EmbedProvider; href: string }) {
  return (
    <p className={`content-embed content-embed--link content-embed--${provider}`}>
      <a className="content-embed__fallback" href={href} target="_blank" rel="noopener noreferrer">
        <FormattedMessage {...embedMessages.fallback} values={{ provider: providerNames[provider] }} />
      </a>
    </p>
  );
}

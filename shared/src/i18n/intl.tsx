import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../bootstrap/bootstrap';
import { useTenant } from '../tenant/tenant-context';
import { siteTimeZone } from './format';
import sharedMessagesEn from './compiled/en.json';
import sharedMessagesNl from './compiled/nl.json';

/** Compiled (AST) messages, as `formatjs compile --ast` writes them. */
export type CompiledMessages = Record<string, unknown>;

const sharedMessages: Record<Language, CompiledMessages> = { en: sharedMessagesEn, nl: sharedMessagesNl };

export type MessageLoaders = Record<Language, () => Promise<CompiledMessages | { default: CompiledMessages }>>;

/**
 * Each remote brings its own compiled messages (DESIGN.md), loaded for the page's language only.
 * The returned function hands out one cached promise per language, which React's `use` can suspend on.
 */
export function createMessagesLoader(loaders: MessageLoaders): (language: Language) => Promise<CompiledMessages> {
  const cache = new Map<Language, Promise<CompiledMessages>>();
  return (language) => {
    let promise = cache.get(language);
    if (!promise) {
      promise = loaders[language]().then((module) =>
        'default' in module && typeof module.default === 'object' && module.default !== null
          ? (module.default as CompiledMessages)
          : (module as CompiledMessages),
      );
      cache.set(language, promise);
    }
    return promise;
  };
}

interface TribuneIntlProviderProps {
  language: Language;
  messages?: CompiledMessages;
  children: ReactNode;
}

/** react-intl for the page: the shared UI kit's messages plus the caller's. */
export function TribuneIntlProvider({ language, messages, children }: TribuneIntlProviderProps) {
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      timeZone={siteTimeZone}
      messages={{ ...sharedMessages[language], ...messages } as never}
    >
      {children}
    </IntlProvider>
  );
}

interface RemoteIntlProviderProps {
  loadMessages: (language: Language) => Promise<CompiledMessages>;
  children: ReactNode;
}

/** Wraps a remote's tree in its own messages for the tenant's language (suspends while they load). */
export function RemoteIntlProvider({ loadMessages, children }: RemoteIntlProviderProps) {
  const { language } = useTenant();
  const messages = use(loadMessages(language));
  return (
    <TribuneIntlProvider language={language} messages={messages}>
      {children}
    </TribuneIntlProvider>
  );
}

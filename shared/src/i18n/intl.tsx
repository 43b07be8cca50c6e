import { use, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlCache, type IntlShape } from 'react-intl';
import type { Language } from '../bootstrap/bootstrap';
import { useTenant } from '../tenant/tenant-context';
import { siteTimeZone } from './format';
import sharedMessagesEn from './compiled/en.json';
import sharedMessagesNl from './compiled/nl.json';

/** Compiled (AST) messages, as `formatjs compile --ast` writes them. */
export type CompiledMessages = Record<string, unknown>;

const sharedMessages: Record<Language, CompiledMessages> = { en: sharedMessagesEn, nl: sharedMessagesNl };

type MessageLoaders = Record<Language, () => Promise<CompiledMessages | { default: CompiledMessages }>>;

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

/** One formatter cache per language: every intl object of a language reuses its Intl.* formatters. */
const formatterCaches = new Map<Language, IntlCache>();
/** The intl object of each catalogue and language; `noMessages` stands for "the shared messages only". */
const intlByCatalogue = new WeakMap<CompiledMessages, Map<Language, IntlShape>>();
const noMessages: CompiledMessages = {};

/**
 * The intl object for a catalogue in a language, made once and then shared. react-intl's IntlProvider
 * makes one per provider (and again whenever its messages prop is a new object), and making one checks
 * the locale against the Intl APIs and starts an empty formatter cache: on a match-centre page, whose
 * every fixture row brings its own provider (the prediction pick), that was a tenth of the main
 * thread's hydration work on a phone (issue 30). Catalogues are module-level objects that never
 * change, so keying by the object is safe; the objects hold no per-visitor state, so the server may
 * share them between requests too.
 */
function intlFor(language: Language, messages: CompiledMessages = noMessages): IntlShape {
  let byLanguage = intlByCatalogue.get(messages);
  if (!byLanguage) {
    byLanguage = new Map();
    intlByCatalogue.set(messages, byLanguage);
  }
  let intl = byLanguage.get(language);
  if (!intl) {
    let cache = formatterCaches.get(language);
    if (!cache) {
      cache = createIntlCache();
      formatterCaches.set(language, cache);
    }
    intl = createIntl(
      {
        locale: language,
        defaultLocale: 'en',
        timeZone: siteTimeZone,
        messages: { ...sharedMessages[language], ...messages } as never,
      },
      cache,
    );
    byLanguage.set(language, intl);
  }
  return intl;
}

/** react-intl for the page: the shared UI kit's messages plus the caller's. */
export function TribuneIntlProvider({ language, messages, children }: TribuneIntlProviderProps) {
  return <RawIntlProvider value={intlFor(language, messages)}>{children}</RawIntlProvider>;
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

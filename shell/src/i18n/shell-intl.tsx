import type { ReactNode } from 'react';
import { TribuneIntlProvider, useTenant } from '@tribune/shared';
import shellMessagesEn from './compiled/en.json';
import shellMessagesNl from './compiled/nl.json';

const messages = { en: shellMessagesEn, nl: shellMessagesNl };

/** The shell's own strings are few, so both languages ship with it; remotes load theirs lazily. */
export function ShellIntl({ children }: { children: ReactNode }) {
  const { language } = useTenant();
  return (
    <TribuneIntlProvider language={language} messages={messages[language]}>
      {children}
    </TribuneIntlProvider>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { pictureAttributesOf, type PictureChoice, type PictureLayout } from '../extensions/picture';
import { pollIdOf } from '../extensions/poll';
import type { EmbedProvider } from '../lib/embed-url';

/** What the page gives the editor: its pickers and previews, which the cards and the toolbar use. */
export interface BodyEditorServices {
  /**
   * The poll's question, or undefined while it loads or when there is no such poll. Called while a
   * poll card renders (every render, unconditionally), so it may read the page's SWR cache.
   */
  loadPoll: (pollId: number) => { question: string } | undefined;
  /** Opens the page's poll picker; the poll chosen, or undefined when the editor cancelled. */
  pickPoll: () => Promise<number | undefined>;
  /** Opens the page's picture picker; the picture chosen (with alt text), or undefined. */
  pickPicture: () => Promise<PictureChoice | undefined>;
  /** What readers will see for an embed: the page passes the site's own embed components. */
  renderEmbedPreview: (provider: EmbedProvider, url: string) => ReactNode;
}

/** Why a pick put nothing in the body. */
export type BodyEditorNotice = 'pictureRefused' | 'pickFailed';

interface BodyEditorContextValue {
  services: BodyEditorServices;
  notify: (notice: BodyEditorNotice | null) => void;
}

/** The editor's services for its cards, which TipTap renders as portals inside the editor's tree. */
export const BodyEditorContext = createContext<BodyEditorContextValue | null>(null);

export function useBodyEditorContext(): BodyEditorContextValue {
  const context = useContext(BodyEditorContext);
  if (context === null) throw new Error('A body editor card rendered outside ArticleBodyEditor');
  return context;
}

/** Runs one of the page's pickers; a failure is logged once and told, and counts as no choice. */
async function pick<Choice>(context: BodyEditorContextValue, what: string, picker: () => Promise<Choice>) {
  context.notify(null);
  try {
    return await picker();
  } catch (error) {
    console.error(`Article body editor: ${what} failed`, error);
    context.notify('pickFailed');
    return undefined;
  }
}

/** A picture from the page's picker, as the body keeps it; null when none came or it cannot go in. */
export async function pickPictureAttributes(context: BodyEditorContextValue, layout: PictureLayout) {
  const choice = await pick(context, 'choosing a picture', context.services.pickPicture);
  if (choice === undefined) return null;
  const picture = pictureAttributesOf(choice, layout);
  if (picture === null) context.notify('pictureRefused');
  return picture;
}

/** A poll id from the page's picker, or null. */
export async function pickPollId(context: BodyEditorContextValue): Promise<number | null> {
  return pollIdOf(await pick(context, 'choosing a poll', context.services.pickPoll));
}

/** The providers' names as they call themselves (not translated). */
export const providerNames: Record<EmbedProvider, string> = {
  twitter: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

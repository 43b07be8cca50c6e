import { slotFillers, useRemoteComponents, type SlotName } from '@tribune/shared';

/** Whether any remote this tenant runs fills a slot, so a page can leave out an empty column (PLT-09). */
export function useSlotHasFillers(name: SlotName): boolean {
  const { loader } = useRemoteComponents();
  return slotFillers[name].some((filler) => loader.isEnabled(filler.remote));
}

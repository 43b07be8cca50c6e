import { useLocation } from 'react-router';
import { PartSuspense } from '../ssr/part-suspense';
import { remoteArea } from './remote-area';
import { RemoteBoundary } from './remote-boundary';
import { useRemoteComponents } from './remote-loader';
import { slotFillers, type SlotName, type SlotProps } from './slot-registry';

type SlotComponentProps<Name extends SlotName> = { name: Name } & SlotProps[Name];

/**
 * Renders every filler of a slot that this tenant runs, each lazily and in its own boundary, so one
 * broken widget never takes the page down (DESIGN.md step 4, PLT-09, PLT-10).
 */
export function Slot<Name extends SlotName>({ name, ...props }: SlotComponentProps<Name>) {
  const { loader, getComponent } = useRemoteComponents();
  const location = useLocation();
  const fillers = slotFillers[name].filter((filler) => loader.isEnabled(filler.remote));
  if (fillers.length === 0) return null;
  return (
    <>
      {fillers.map(({ remote, expose }) => {
        const Filler = getComponent(remote, expose);
        const Area = remoteArea(remote);
        return (
          <RemoteBoundary key={`${remote}${expose}`} name={`${remote}-${name}`} resetKey={location.pathname} quiet>
            <PartSuspense>
              <Area>
                <Filler {...props} />
              </Area>
            </PartSuspense>
          </RemoteBoundary>
        );
      })}
    </>
  );
}

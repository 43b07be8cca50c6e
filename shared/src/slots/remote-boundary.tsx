import { Component, useContext, useId, useMemo, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { getErrorMessage } from '../errors/get-error-message';
import { sharedMessages } from '../i18n/shared-messages';
import { EnclosingBoundariesContext, PageAreasContext } from '../ssr/page-areas';
import { AreaSettled } from './remote-area';

interface RemoteBoundaryProps {
  /** Names the part of the page, for the fallback's test id and the log. */
  name: string;
  /** When this changes (e.g. on navigation) a failed part is tried again. */
  resetKey?: unknown;
  /** Small areas (slots) show nothing instead of a notice. */
  quiet?: boolean;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
}

/**
 * PLT-10: a part of the page that fails to load or throws shows a fallback in its own area only; the
 * rest of the page keeps working. A later navigation (a new resetKey) or the retry button tries again.
 *
 * Its id (useId: the same on the server and in the browser) is handed down, so the page's areas know
 * which boundaries they sit in: when this one fails, the areas the server rendered inside it count as
 * settled (ssr/page-areas.ts), and the page still becomes interactive.
 */
export function RemoteBoundary(props: RemoteBoundaryProps) {
  const id = useId();
  const outer = useContext(EnclosingBoundariesContext);
  const within = useMemo(() => [...outer, id], [outer, id]);
  return (
    <EnclosingBoundariesContext.Provider value={within}>
      <Boundary {...props} boundaryId={id} />
    </EnclosingBoundariesContext.Provider>
  );
}

class Boundary extends Component<RemoteBoundaryProps & { boundaryId: string }, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidUpdate(previous: RemoteBoundaryProps & { boundaryId: string }) {
    // A new reset key (a navigation) after a failure means: try this part again.
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  static override contextType = PageAreasContext;
  declare context: ContextType<typeof PageAreasContext>;

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A part that failed has settled too, with every area inside it: its fallback is what the page shows.
    this.context?.fail(this.props.boundaryId);
    console.error(`[${this.props.name}] failed: ${getErrorMessage(error)}`, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.quiet) {
      return (
        <div data-testid={`remote-fallback-${this.props.name}`} hidden>
          <AreaSettled />
        </div>
      );
    }
    return (
      <div className="remote-fallback" role="status" data-testid={`remote-fallback-${this.props.name}`}>
        <AreaSettled />
        <p>
          <FormattedMessage {...sharedMessages.remoteUnavailable} />
        </p>
        <button type="button" className="button button--secondary" onClick={this.retry}>
          <FormattedMessage {...sharedMessages.retry} />
        </button>
      </div>
    );
  }
}

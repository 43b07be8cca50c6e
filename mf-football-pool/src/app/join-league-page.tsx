import { useParams } from 'react-router';
import { JoinLeague } from '../features/leagues/components/join-league';

/** /football-pool/leagues/join/:code: an invite link. */
export function JoinLeaguePage() {
  const { code = '' } = useParams();
  return <JoinLeague code={code} />;
}

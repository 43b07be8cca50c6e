import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { absoluteUrl, Button, ShareButton, useBootstrap } from '@tribune/shared';
import type { League } from '../api/league-schema';
import { leagueMessages } from './league-messages';

/**
 * A league's code and its invite link, with a copy button (the result announced, aria-live) and the
 * share control (CLB-05): the phone's share sheet, else copy, WhatsApp and X.
 */
export function InviteLink({ league }: { league: League }) {
  const intl = useIntl();
  const { origin, tenant } = useBootstrap();
  const linkId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const url = absoluteUrl(origin, league.invite_path);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="fp-invite">
      <dl className="fp-invite__facts">
        <dt>{intl.formatMessage(leagueMessages.code)}</dt>
        <dd className="fp-invite__code">{league.code}</dd>
        <dt id={linkId}>{intl.formatMessage(leagueMessages.inviteLink)}</dt>
        <dd>
          <input className="fp-invite__url" readOnly value={url} aria-labelledby={linkId} />
        </dd>
      </dl>
      <div className="fp-invite__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {intl.formatMessage(leagueMessages.copy)}
        </Button>
        <ShareButton
          url={url}
          title={league.name}
          text={intl.formatMessage(leagueMessages.shareText, {
            name: league.name,
            site: tenant.name,
            code: league.code,
          })}
          label={intl.formatMessage(leagueMessages.share)}
        />
      </div>
      <p className="fp-invite__status" role="status">
        {copied === 'yes' ? intl.formatMessage(leagueMessages.copied) : null}
        {copied === 'failed' ? intl.formatMessage(leagueMessages.copyFailed) : null}
      </p>
    </div>
  );
}

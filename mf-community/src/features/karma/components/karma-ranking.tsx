import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Avatar, LoadError, Spinner, useSession } from '@tribune/shared';
import { useUserKarmaRanking } from '../api/get-user-karma-ranking';
import { karmaMessages } from './karma-messages';

/**
 * KAR-02: the all-time karma ranking around this user (the top 3, then the fans around them). Each name
 * links to that fan's profile; the signed-in viewer's own row says 'You' instead of their name.
 */
export function KarmaRanking({ userId, headingId }: { userId: number; headingId: string }) {
  const intl = useIntl();
  const { user: viewer } = useSession();
  const { data, error, isLoading, mutate } = useUserKarmaRanking(userId);

  return (
    <section className="cm-karma-ranking" aria-labelledby={headingId}>
      <h3 id={headingId} className="cm-karma__subtitle">
        <FormattedMessage {...karmaMessages.rankingTitle} />
      </h3>
      {isLoading ? <Spinner /> : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...karmaMessages.loadFailed} />
        </LoadError>
      ) : null}
      {data ? (
        <>
          <p className="cm-karma-ranking__position">
            {data.metaData.user_rank === null ? (
              <FormattedMessage {...karmaMessages.notRanked} />
            ) : (
              <FormattedMessage
                {...karmaMessages.ranked}
                values={{ rank: data.metaData.user_rank, count: data.metaData.ranked_users }}
              />
            )}
          </p>
          <table className="cm-karma-ranking__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col" className="cm-karma-ranking__rank">
                  {/* "#" as the league table has it: "Plaats" in full took the phone's room from the score. */}
                  <abbr title={intl.formatMessage(karmaMessages.rankColumn)}>#</abbr>
                </th>
                <th scope="col">
                  <FormattedMessage {...karmaMessages.fanColumn} />
                </th>
                <th scope="col" className="cm-karma-ranking__number">
                  <FormattedMessage {...karmaMessages.scoreColumn} />
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => {
                const isViewer = viewer !== null && viewer.id === row.user_id;
                return (
                  <tr
                    key={row.user_id}
                    className={[
                      row.user_id === userId ? 'cm-karma-ranking__row--profile' : '',
                      isViewer ? 'cm-karma-ranking__row--viewer' : '',
                    ]
                      .join(' ')
                      .trim()}
                  >
                    <td>{intl.formatNumber(row.rank)}</td>
                    <td>
                      <span className="cm-karma-ranking__fan">
                        <Avatar src={row.avatar} name={row.username} size={40} />
                        <Link to={`/user/${encodeURIComponent(row.username)}`} className="cm-karma-ranking__name">
                          {isViewer ? intl.formatMessage(karmaMessages.you) : row.username}
                        </Link>
                      </span>
                    </td>
                    <td className="cm-karma-ranking__number">{intl.formatNumber(row.karma_score)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

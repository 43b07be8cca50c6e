import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Alert, Button, isApiError, SiteLink, sharedMessages } from '@tribune/shared';
import { useEndHeadlineTest } from '../api/end-headline-test';
import { useListHeadlineTests, type HeadlineTest } from '../api/list-headline-tests';
import {
  captionMessage,
  differenceMessage,
  endedMessage,
  groupNameMessage,
  headlineTestsMessages as messages,
  keepMessage,
  rulesMessage,
  statusCollectingMessage,
  statusSignificantMessage,
} from './headline-tests-messages';
import './headline-tests.css';

function percent(intl: IntlShape, value: number): string {
  return intl.formatNumber(value, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A difference of rates in percentage points, signed: "+4.5", "−1.2". */
function points(intl: IntlShape, value: number): string {
  return intl.formatNumber(value * 100, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/**
 * AB-01: the editors' readout. Per test a table of both headlines (impressions, clicks, click-through
 * rate), the difference B − A with its 95 % interval, and in words whether to stop; buttons end a test
 * with the headline to keep. Titles are editors' plain text, shown as text.
 */
export function HeadlineTestsReadout() {
  const intl = useIntl();
  const readout = useListHeadlineTests(true);

  if (readout.data === undefined) {
    if (readout.error !== undefined) {
      const refused = isApiError(readout.error) && (readout.error.status === 401 || readout.error.status === 403);
      return (
        <Alert tone="danger">
          <p>{intl.formatMessage(refused ? messages.forbidden : messages.loadFailed)}</p>
          {refused ? null : (
            <Button variant="secondary" onClick={() => void readout.mutate()}>
              {intl.formatMessage(sharedMessages.retry)}
            </Button>
          )}
        </Alert>
      );
    }
    return (
      <p role="status" className="headline-tests__loading">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  }

  const { data: tests, rules } = readout.data;
  return (
    <>
      <p className="headline-tests__rules">
        {intl.formatMessage(rulesMessage, {
          confidence: intl.formatNumber(rules.confidence, { style: 'percent' }),
          min: intl.formatNumber(rules.min_impressions),
          relevant: intl.formatNumber(rules.minimum_relevant_difference * 100),
        })}
      </p>
      {tests.length === 0 ? (
        <p className="headline-tests__empty">{intl.formatMessage(messages.empty)}</p>
      ) : (
        tests.map((test) => <HeadlineTestResult key={test.article_id} test={test} />)
      )}
    </>
  );
}

function HeadlineTestResult({ test }: { test: HeadlineTest }) {
  const intl = useIntl();
  const endHeadlineTest = useEndHeadlineTest();
  const headingId = useId();
  const [ending, setEnding] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; title: string } | { ok: false } | null>(null);

  async function end(winner: 'a' | 'b') {
    if (ending) return;
    setEnding(true);
    try {
      // The hook has the readout asked for again: the ended test leaves it.
      const title = await endHeadlineTest({ articleId: test.article_id, winner });
      setOutcome({ ok: true, title });
    } catch {
      setOutcome({ ok: false });
    } finally {
      setEnding(false);
    }
  }

  return (
    <section className="headline-tests__test" aria-labelledby={headingId}>
      <h2 id={headingId} className="headline-tests__heading">
        {test.a.title}
      </h2>
      <table className="headline-tests__table">
        <caption>{intl.formatMessage(captionMessage, { id: test.article_id })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.columnHeadline)}</th>
            <th scope="col">{intl.formatMessage(messages.columnTitle)}</th>
            <th scope="col">{intl.formatMessage(messages.columnImpressions)}</th>
            <th scope="col">{intl.formatMessage(messages.columnClicks)}</th>
            <th scope="col">{intl.formatMessage(messages.columnCtr)}</th>
          </tr>
        </thead>
        <tbody>
          {(['a', 'b'] as const).map((group) => {
            const row = test[group];
            const winner = test.winner === group;
            return (
              <tr key={group} className={winner ? 'headline-tests__winner' : undefined}>
                <th scope="row">{intl.formatMessage(groupNameMessage, { group: group.toUpperCase() })}</th>
                <td>{row.title}</td>
                <td className="headline-tests__number">{intl.formatNumber(row.impressions)}</td>
                <td className="headline-tests__number">{intl.formatNumber(row.clicks)}</td>
                <td className="headline-tests__number">{percent(intl, row.ctr)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="headline-tests__difference">
        {test.difference === null
          ? intl.formatMessage(messages.noDifferenceYet)
          : intl.formatMessage(differenceMessage, {
              estimate: points(intl, test.difference.estimate),
              low: points(intl, test.difference.ci_low),
              high: points(intl, test.difference.ci_high),
            })}
      </p>
      <p className={`headline-tests__status headline-tests__status--${test.status}`}>
        <TestStatus test={test} />
      </p>
      <div className="headline-tests__actions">
        {(['a', 'b'] as const).map((group) => (
          <Button
            key={group}
            variant={test.winner === group ? 'primary' : 'secondary'}
            disabled={ending}
            onClick={() => void end(group)}
          >
            {intl.formatMessage(keepMessage, { group: group.toUpperCase() })}
          </Button>
        ))}
        <SiteLink href={test.url} className="headline-tests__article-link">
          {intl.formatMessage(messages.openArticle)}
        </SiteLink>
      </div>
      {outcome?.ok === true ? (
        <Alert tone="success">{intl.formatMessage(endedMessage, { title: outcome.title })}</Alert>
      ) : null}
      {outcome?.ok === false ? <Alert tone="danger">{intl.formatMessage(messages.endFailed)}</Alert> : null}
    </section>
  );
}

function TestStatus({ test }: { test: HeadlineTest }) {
  switch (test.status) {
    case 'significant':
      return <FormattedMessage {...statusSignificantMessage} values={{ winner: (test.winner ?? 'a').toUpperCase() }} />;
    case 'no-difference-likely':
      return <FormattedMessage {...messages.statusNoDifference} />;
    case 'collecting':
      return <FormattedMessage {...statusCollectingMessage} values={{ count: test.more_impressions_needed }} />;
  }
}

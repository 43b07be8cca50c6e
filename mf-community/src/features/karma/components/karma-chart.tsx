import { FormattedMessage, useIntl } from 'react-intl';
import type { KarmaMonth } from '../api/get-user-karma-stats';
import { niceScale } from '../lib/chart-scale';
import { monthAndYear, shortMonthName } from '../lib/karma-month';
import { karmaMessages } from './karma-messages';

// The drawing's own units (viewBox); the SVG scales to its container's width.
const groupWidth = 44;
const barWidth = 15;
const barGap = 2;
const axisWidth = 34;
const plotTop = 10;
const plotHeight = 150;
const labelHeight = 22;
const plotBottom = plotTop + plotHeight;

/**
 * KAR-02: comments and likes per month as a grouped bar chart, drawn as plain SVG (no chart library,
 * decision record on chart rendering). Screen readers get the summary as the image's name and every
 * value in a visually hidden table; each bar's <title> is its tooltip.
 */
export function KarmaChart({ months }: { months: readonly KarmaMonth[] }) {
  const intl = useIntl();
  const max = Math.max(0, ...months.flatMap((month) => [month.comments_count, month.likes_count]));
  const scale = niceScale(max);
  const width = axisWidth + months.length * groupWidth;
  const height = plotBottom + labelHeight;
  const y = (value: number) => plotBottom - (value / scale.top) * plotHeight;
  const first = months[0];
  const last = months[months.length - 1];
  const summary = intl.formatMessage(karmaMessages.chartSummary, {
    from: first ? monthAndYear(intl, first.month) : '',
    to: last ? monthAndYear(intl, last.month) : '',
    comments: months.reduce((total, month) => total + month.comments_count, 0),
    likes: months.reduce((total, month) => total + month.likes_count, 0),
  });

  return (
    <div className="cm-karma-chart">
      <svg
        className="cm-karma-chart__svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
      >
        {scale.ticks.map((tick) => (
          <g key={tick} className="cm-karma-chart__grid">
            <line x1={axisWidth} x2={width} y1={y(tick)} y2={y(tick)} />
            <text x={axisWidth - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {intl.formatNumber(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const left = axisWidth + index * groupWidth + (groupWidth - 2 * barWidth - barGap) / 2;
          const label = monthAndYear(intl, month.month);
          return (
            <g key={month.month}>
              <rect
                className="cm-karma-chart__bar cm-karma-chart__bar--comments"
                x={left}
                y={y(month.comments_count)}
                width={barWidth}
                height={plotBottom - y(month.comments_count)}
              >
                <title>
                  {intl.formatMessage(karmaMessages.commentsBar, { month: label, count: month.comments_count })}
                </title>
              </rect>
              <rect
                className="cm-karma-chart__bar cm-karma-chart__bar--likes"
                x={left + barWidth + barGap}
                y={y(month.likes_count)}
                width={barWidth}
                height={plotBottom - y(month.likes_count)}
              >
                <title>{intl.formatMessage(karmaMessages.likesBar, { month: label, count: month.likes_count })}</title>
              </rect>
              <text
                className="cm-karma-chart__month"
                x={axisWidth + index * groupWidth + groupWidth / 2}
                y={plotBottom + labelHeight - 6}
                textAnchor="middle"
              >
                {shortMonthName(intl, month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="cm-karma-legend" aria-label={intl.formatMessage(karmaMessages.legend)}>
        <li>
          <span className="cm-karma-legend__swatch cm-karma-legend__swatch--comments" aria-hidden="true" />
          <FormattedMessage {...karmaMessages.comments} />
        </li>
        <li>
          <span className="cm-karma-legend__swatch cm-karma-legend__swatch--likes" aria-hidden="true" />
          <FormattedMessage {...karmaMessages.likes} />
        </li>
      </ul>
      <table className="visually-hidden">
        <caption>
          <FormattedMessage {...karmaMessages.chartTitle} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...karmaMessages.month} />
            </th>
            <th scope="col">
              <FormattedMessage {...karmaMessages.comments} />
            </th>
            <th scope="col">
              <FormattedMessage {...karmaMessages.likes} />
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthAndYear(intl, month.month)}</th>
              <td>{intl.formatNumber(month.comments_count)}</td>
              <td>{intl.formatNumber(month.likes_count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

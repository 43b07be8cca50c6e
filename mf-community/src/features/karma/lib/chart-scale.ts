/** A bar chart's value axis: where it ends and where its grid lines go. */
interface ChartScale {
  /** The value at the top of the plot (at least 1, so an empty chart still has an axis). */
  top: number;
  /** Grid line values from 0 up to `top`, evenly spaced. */
  ticks: number[];
}

/**
 * Rounds the axis up to a "nice" step (1, 2 or 5 times a power of ten) so the grid lines read as round
 * numbers; counts are whole, so the step is never below 1.
 */
export function niceScale(max: number, tickCount = 4): ChartScale {
  if (!(max > 0)) return { top: 1, ticks: [0] };
  const rough = max / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((value) => value >= rough) ?? rough);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

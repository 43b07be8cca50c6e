/**
 * AB-01's statistics: pure functions, no I/O. Each viewer is one Bernoulli trial (saw headline A or B,
 * clicked or not), so the click-through rates are two independent binomial proportions and their
 * difference is judged with the usual normal approximation.
 */

/** z for a two-sided 95 % interval (the 97.5th percentile of the standard normal). */
const Z_95 = 1.959963984540054;
/** z for 80 % power (the 80th percentile of the standard normal). */
const Z_POWER_80 = 0.8416212335729143;

/**
 * No verdict below this many viewers per group. The normal approximation needs enough clicks and
 * non-clicks in each group (the rule of thumb n·p ≥ 5 and n·(1−p) ≥ 5), and looking again and again
 * at tiny counts ("peeking") declares chance differences significant far more often than 5 % of the
 * time. 100 is a floor, not a plan: the sample-size estimate below says how far to go.
 */
export const MIN_IMPRESSIONS_PER_GROUP = 100;

/**
 * The smallest difference in click-through rate (absolute, 2 percentage points) an editor would act
 * on. A test whose interval lies inside ±this, or that has collected the sample needed to detect this
 * difference without finding one, is called `no-difference-likely`: either headline will do.
 */
export const MINIMUM_RELEVANT_DIFFERENCE = 0.02;

interface GroupCounts {
  impressions: number;
  clicks: number;
}

/** clicks / impressions, 0 without impressions. */
export function clickThroughRate({ impressions, clicks }: GroupCounts): number {
  return impressions > 0 ? clicks / impressions : 0;
}

interface DifferenceInterval {
  /** p_B − p_A. */
  difference: number;
  /** Lower and upper bound of the 95 % confidence interval of the difference. */
  low: number;
  high: number;
  standardError: number;
}

/**
 * The difference of the click-through rates, B − A, with its 95 % confidence interval: the Wald
 * interval for a difference of two independent proportions, with the unpooled standard error
 *
 *   d = p_B − p_A,   SE = √( p_A(1 − p_A)/n_A + p_B(1 − p_B)/n_B ),   d ± z_{0.975} · SE
 *
 * (e.g. Agresti, "An Introduction to Categorical Data Analysis", 3rd ed., §1.4.2/§2.2.2; NIST/SEMATECH
 * e-Handbook of Statistical Methods §7.3.3). Null while a group has no impressions.
 */
export function differenceInterval(a: GroupCounts, b: GroupCounts): DifferenceInterval | null {
  if (a.impressions <= 0 || b.impressions <= 0) return null;
  const pA = clickThroughRate(a);
  const pB = clickThroughRate(b);
  const standardError = Math.sqrt((pA * (1 - pA)) / a.impressions + (pB * (1 - pB)) / b.impressions);
  const difference = pB - pA;
  return { difference, low: difference - Z_95 * standardError, high: difference + Z_95 * standardError, standardError };
}

/**
 * Viewers needed in each group to detect a difference between rates `pA` and `pB` with a two-sided
 * test at 95 % confidence and 80 % power (equal groups, unpooled variance):
 *
 *   n = (z_{0.975} + z_{0.80})² · ( p_A(1 − p_A) + p_B(1 − p_B) ) / (p_A − p_B)²
 *
 * (Chow, Shao & Wang, "Sample Size Calculations in Clinical Research", 2nd ed., §4.2, two-sample test
 * for equality of proportions). Infinity when the rates are equal: no sample detects no difference.
 */
export function sampleSizePerGroup(pA: number, pB: number): number {
  const delta = pB - pA;
  if (delta === 0) return Number.POSITIVE_INFINITY;
  const variance = pA * (1 - pA) + pB * (1 - pB);
  return Math.ceil(((Z_95 + Z_POWER_80) ** 2 * variance) / delta ** 2);
}

type TestStatus = 'collecting' | 'significant' | 'no-difference-likely';

interface TestVerdict {
  interval: DifferenceInterval | null;
  /** The interval excludes 0 and both groups have the minimum sample. */
  significant: boolean;
  status: TestStatus;
  /** The better headline when significant. */
  winner: 'a' | 'b' | null;
  /** Viewers per group needed to detect the observed difference (95 %, 80 % power); null for none. */
  sampleNeededPerGroup: number | null;
  /**
   * How many more viewers each group needs before the test can be called (0 once it is): up to the
   * sample that detects the observed difference, or the minimum relevant one when the observed
   * difference is smaller (then a non-significant result means "no relevant difference"), and at
   * least up to the minimum sample.
   */
  moreImpressionsPerGroup: number;
}

/**
 * The readout's verdict on one test: significant (with the winner), no difference likely, or still
 * collecting with an estimate of how many more viewers per group it takes. This is the stopping rule
 * the editor sees, so it is deliberately conservative: nothing is called below the minimum sample.
 */
export function judgeTest(a: GroupCounts, b: GroupCounts): TestVerdict {
  const interval = differenceInterval(a, b);
  const fewest = Math.min(a.impressions, b.impressions);
  const pA = clickThroughRate(a);
  const pB = clickThroughRate(b);
  const observed = pB - pA;
  const sampleNeededPerGroup = interval === null || observed === 0 ? null : sampleSizePerGroup(pA, pB);

  // The sample that would detect the larger of the observed and the minimum relevant difference.
  const target =
    Math.abs(observed) >= MINIMUM_RELEVANT_DIFFERENCE && sampleNeededPerGroup !== null
      ? sampleNeededPerGroup
      : sampleSizePerGroup(
          pA,
          pA + MINIMUM_RELEVANT_DIFFERENCE <= 1 ? pA + MINIMUM_RELEVANT_DIFFERENCE : pA - MINIMUM_RELEVANT_DIFFERENCE,
        );
  const enough = fewest >= MIN_IMPRESSIONS_PER_GROUP;
  const excludesZero = interval !== null && (interval.low > 0 || interval.high < 0);

  if (enough && excludesZero && interval !== null) {
    return {
      interval,
      significant: true,
      status: 'significant',
      winner: interval.difference > 0 ? 'b' : 'a',
      sampleNeededPerGroup,
      moreImpressionsPerGroup: 0,
    };
  }
  const insideRelevantBand =
    interval !== null && interval.low > -MINIMUM_RELEVANT_DIFFERENCE && interval.high < MINIMUM_RELEVANT_DIFFERENCE;
  if (enough && (insideRelevantBand || fewest >= target)) {
    return {
      interval,
      significant: false,
      status: 'no-difference-likely',
      winner: null,
      sampleNeededPerGroup,
      moreImpressionsPerGroup: 0,
    };
  }
  return {
    interval,
    significant: false,
    status: 'collecting',
    winner: null,
    sampleNeededPerGroup,
    moreImpressionsPerGroup: Math.max(MIN_IMPRESSIONS_PER_GROUP, target) - fewest,
  };
}

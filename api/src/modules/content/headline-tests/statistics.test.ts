import {
  clickThroughRate,
  differenceInterval,
  judgeTest,
  MIN_IMPRESSIONS_PER_GROUP,
  sampleSizePerGroup,
} from './statistics';

// The expected numbers below were worked out by hand (and checked with a calculator) from the formulas
// cited in statistics.ts: d = pB − pA, SE = √(pA(1−pA)/nA + pB(1−pB)/nB), d ± 1.959964·SE, and
// n = (1.959964 + 0.841621)² · (pA(1−pA) + pB(1−pB)) / d².

test('[AB-01] click-through rate is clicks over impressions, 0 without impressions', () => {
  expect(clickThroughRate({ impressions: 600, clicks: 18 })).toBeCloseTo(0.03, 12);
  expect(clickThroughRate({ impressions: 0, clicks: 0 })).toBe(0);
});

test('[AB-01] the 95 % interval of B − A uses the unpooled standard error', () => {
  // pA = 0.03, pB = 0.075: SE = √(0.0291/600 + 0.069375/600) = √0.000164125 = 0.0128111.
  const interval = differenceInterval({ impressions: 600, clicks: 18 }, { impressions: 600, clicks: 45 });
  expect(interval).not.toBeNull();
  expect(interval?.difference).toBeCloseTo(0.045, 10);
  expect(interval?.standardError).toBeCloseTo(0.0128111, 6);
  expect(interval?.low).toBeCloseTo(0.0198907, 6);
  expect(interval?.high).toBeCloseTo(0.0701093, 6);
});

test('[AB-01] no interval while a group has no impressions', () => {
  expect(differenceInterval({ impressions: 0, clicks: 0 }, { impressions: 10, clicks: 1 })).toBeNull();
});

test('[AB-01] sample size per group for 95 % confidence and 80 % power', () => {
  // 7.848879 · 0.098475 / 0.045² = 381.7 → 382.
  expect(sampleSizePerGroup(0.03, 0.075)).toBe(382);
  // 7.848879 · (0.0475 + 0.0651) / 0.02² = 2209.6 → 2210.
  expect(sampleSizePerGroup(0.05, 0.07)).toBe(2210);
  expect(sampleSizePerGroup(0.05, 0.05)).toBe(Number.POSITIVE_INFINITY);
});

test('[AB-01] a clear difference over enough viewers is significant, with the winner', () => {
  const verdict = judgeTest({ impressions: 600, clicks: 18 }, { impressions: 600, clicks: 45 });
  expect(verdict).toMatchObject({
    significant: true,
    status: 'significant',
    winner: 'b',
    sampleNeededPerGroup: 382,
    moreImpressionsPerGroup: 0,
  });
  // A better: 8 % against 4 %, interval [−6.9, −1.1] points.
  expect(judgeTest({ impressions: 500, clicks: 40 }, { impressions: 500, clicks: 20 })).toMatchObject({
    status: 'significant',
    winner: 'a',
  });
});

test('[AB-01] nothing is called below the minimum sample, however large the difference', () => {
  const verdict = judgeTest({ impressions: 50, clicks: 0 }, { impressions: 50, clicks: 25 });
  expect(verdict.interval?.low).toBeGreaterThan(0);
  expect(verdict).toMatchObject({ significant: false, status: 'collecting', winner: null });
  expect(verdict.moreImpressionsPerGroup).toBe(MIN_IMPRESSIONS_PER_GROUP - 50);
});

test('[AB-01] a test still collecting says how many more viewers per group it needs', () => {
  // pA = 0.075, pB = 0.1: d = 0.025 ≥ 2 points, n = 7.848879 · (0.069375 + 0.09) / 0.025² = 2001.4 → 2002.
  const verdict = judgeTest({ impressions: 80, clicks: 6 }, { impressions: 80, clicks: 8 });
  expect(verdict).toMatchObject({ status: 'collecting', sampleNeededPerGroup: 2002, moreImpressionsPerGroup: 1922 });
  // d = 0.2 points, smaller than the relevant 2: the target is the sample that detects 2 points (2210).
  const small = judgeTest({ impressions: 1000, clicks: 50 }, { impressions: 1000, clicks: 52 });
  expect(small).toMatchObject({ status: 'collecting', moreImpressionsPerGroup: 1210 });
});

test('[AB-01] no difference is likely once the interval lies within ±2 points', () => {
  // 5.0 % against 5.087 %, interval [−1.18, +1.35] points.
  expect(judgeTest({ impressions: 2300, clicks: 115 }, { impressions: 2300, clicks: 117 })).toMatchObject({
    significant: false,
    status: 'no-difference-likely',
    winner: null,
    moreImpressionsPerGroup: 0,
  });
});

import { z } from 'zod';
import type { HeadlineTestRecord } from './headline-tests-repository';
import { clickThroughRate, judgeTest, MIN_IMPRESSIONS_PER_GROUP, MINIMUM_RELEVANT_DIFFERENCE } from './statistics';

const groupResultSchema = z.object({
  title: z.string().describe('The headline this group sees (plain text)'),
  impressions: z.number().int().describe('Unique viewers shown this headline'),
  clicks: z.number().int().describe('Unique viewers among them who clicked it'),
  ctr: z.number().describe('clicks / impressions, 0 to 1 (0 without impressions)'),
});

/** One test of the editors' readout (AB-01). */
export const headlineTestSchema = z
  .object({
    article_id: z.number().int(),
    url: z.string().describe('/article/{id}/{slug}'),
    published_at: z.string().describe('ISO 8601'),
    a: groupResultSchema,
    b: groupResultSchema,
    difference: z
      .object({
        estimate: z.number().describe('ctr(B) − ctr(A)'),
        ci_low: z.number().describe('Lower bound of the 95 % confidence interval'),
        ci_high: z.number().describe('Upper bound of the 95 % confidence interval'),
      })
      .nullable()
      .describe('Null while a group has no impressions'),
    significant: z.boolean().describe('The interval excludes 0 and each group has at least min_impressions'),
    status: z
      .enum(['collecting', 'significant', 'no-difference-likely'])
      .describe('Whether to stop: significant (see winner), no relevant difference likely, or keep collecting'),
    winner: z.enum(['a', 'b']).nullable().describe('The better headline when significant'),
    sample_needed_per_group: z
      .number()
      .int()
      .nullable()
      .describe('Viewers per group that detect the observed difference at 95 % confidence and 80 % power'),
    more_impressions_needed: z
      .number()
      .int()
      .describe('More viewers per group before the test can be called (0 once it can)'),
  })
  .meta({ id: 'HeadlineTest' });

/** The rules the readout applies, sent with it so the page can explain them. */
export const headlineTestRulesSchema = z.object({
  confidence: z.number().describe('0.95'),
  power: z.number().describe('0.8'),
  min_impressions: z.number().int().describe('No verdict below this many viewers per group'),
  minimum_relevant_difference: z.number().describe('Smaller differences of ctr count as none (absolute)'),
});

type HeadlineTestView = z.infer<typeof headlineTestSchema>;

export const headlineTestRules: z.infer<typeof headlineTestRulesSchema> = {
  confidence: 0.95,
  power: 0.8,
  min_impressions: MIN_IMPRESSIONS_PER_GROUP,
  minimum_relevant_difference: MINIMUM_RELEVANT_DIFFERENCE,
};

export function toHeadlineTest(record: HeadlineTestRecord): HeadlineTestView {
  const { a, b } = record.groups;
  const verdict = judgeTest(a, b);
  return {
    article_id: record.articleId,
    url: `/article/${record.articleId}/${record.slug}`,
    published_at: record.publishedAt.toISOString(),
    a: { title: record.title, ...a, ctr: clickThroughRate(a) },
    b: { title: record.bTitle, ...b, ctr: clickThroughRate(b) },
    difference:
      verdict.interval === null
        ? null
        : { estimate: verdict.interval.difference, ci_low: verdict.interval.low, ci_high: verdict.interval.high },
    significant: verdict.significant,
    status: verdict.status,
    winner: verdict.winner,
    sample_needed_per_group: verdict.sampleNeededPerGroup,
    more_impressions_needed: verdict.moreImpressionsPerGroup,
  };
}

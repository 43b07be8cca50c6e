import { z } from 'zod';

/** SB-01: the smart bar as the site shows it. */
export const smartBarSchema = z
  .object({
    text: z.string().describe('Plain text in the tenant’s language: shown as text, never as HTML'),
    link: z.string().describe('An http(s) address or a path on this site (starting with /)'),
    updated_at: z
      .string()
      .describe(
        'ISO date of the last update: the browser shows the bar when it has no stored `smartbar_date` or this is newer',
      ),
  })
  .meta({ id: 'SmartBar' });

/** What editors see: the bar and how many viewers closed its current update. */
export const editorSmartBarSchema = smartBarSchema
  .extend({
    hidden_count: z
      .number()
      .int()
      .describe('How many viewers (users or visitors) closed this update (POST /ajax/smart-bar/hide)'),
  })
  .meta({ id: 'EditorSmartBar' });

type SmartBarView = z.infer<typeof smartBarSchema>;

/** A smart bar as the repository reads it. */
export interface SmartBarRecord {
  text: string;
  link: string;
  updatedAt: Date;
}

export function toSmartBar(record: SmartBarRecord): SmartBarView {
  return { text: record.text, link: record.link, updated_at: record.updatedAt.toISOString() };
}

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

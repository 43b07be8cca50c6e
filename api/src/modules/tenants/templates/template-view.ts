import { z } from 'zod';
import type { Tenant } from '../tenants-repository';
import {
  renderTemplate,
  templateNames,
  templateNameSchema,
  templateVersion,
  type TemplateName,
} from './template-files';

/** A template file as the operator API shows it: the source, where it comes from, and what it renders. */
export const tenantTemplateViewSchema = z
  .object({
    name: templateNameSchema,
    origin: z
      .enum(['operator', 'folder'])
      .describe('operator: written through this API; folder: shipped in the tenant folder'),
    version: z.string().describe('Changes exactly when the source does: the `v` of the file’s public address'),
    url: z
      .string()
      .describe('The public address of the source: /assets/cdn/{folder}/js/templates/{name}.ejs?v={version}'),
    source: z.string(),
    preview: z.string().describe('The sanitised HTML a page shows for it today'),
  })
  .meta({ id: 'TenantTemplateView' });

type TenantTemplateView = z.infer<typeof tenantTemplateViewSchema>;

function templateFilePath(folder: string, name: TemplateName): string {
  return `/assets/cdn/${encodeURIComponent(folder)}/js/templates/${name}.ejs`;
}

export function toTenantTemplateViews(tenant: Tenant, origin: string): TenantTemplateView[] {
  const views: TenantTemplateView[] = [];
  for (const name of templateNames) {
    const template = tenant.templates[name];
    if (template === undefined) continue;
    const version = templateVersion(template.source);
    views.push({
      name,
      origin: template.origin,
      version,
      url: `${templateFilePath(tenant.folder, name)}?v=${version}`,
      source: template.source,
      preview: renderTemplate(template.source, {
        name: tenant.name,
        origin,
        language: tenant.language,
        year: new Date().getUTCFullYear(),
      }),
    });
  }
  return views;
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Mustache from 'mustache';
import { z } from 'zod';
import { sanitizeBasicHtml } from '../../../lib/html';

/**
 * PLT-04 (spec 001 §1, §12: "template files are fetched per tenant", `{template path}/assets/cdn/{tenant}/js/templates/{file}.ejs`).
 * The pages are React, so a tenant's template files are the parts of them a tenant writes itself:
 * - `footer`: the footer's own part (about text, links, social pages), above the copyright line;
 * - `comment-rules`: the house rules shown above the comment form.
 *
 * A file comes from the tenant's folder (`api/assets/tenants/<folder>/templates/<name>.ejs`, shipped
 * with a release) unless the operator API has written one for the tenant (table `tenant_templates`),
 * which needs no release. Decision 0043 says why the files are logic-less: `<%= name %>` is written out
 * escaped, `<%=# x %>…<%=/ x %>` is a section, and no code ever runs (EJS would run the file as
 * JavaScript in the API). The output is cleaned by the same sanitiser as the operator's pop-up.
 */
export const templateNames = ['footer', 'comment-rules'] as const;
export const templateNameSchema = z.enum(templateNames);
export type TemplateName = (typeof templateNames)[number];

/** The bootstrap's key for each file (`tenant.templates.commentRules`). */
export const templateBootstrapKeys = { footer: 'footer', 'comment-rules': 'commentRules' } as const satisfies Record<
  TemplateName,
  string
>;

/** EJS's output tags, so a file written for the spec's templates reads the same here. */
const tags: [string, string] = ['<%=', '%>'];

/** The most a template file may hold: a footer or a set of rules, not a page. */
export const maxTemplateLength = 20_000;

/** What a template may write out: the tenant and the moment of the page. */
interface TemplateValues {
  name: string;
  origin: string;
  language: 'en' | 'nl';
  year: number;
}

export const templateValueNames = [
  'name',
  'origin',
  'language',
  'year',
] as const satisfies readonly (keyof TemplateValues)[];

/** Throws Mustache's own message (with the position) for an unclosed or unopened section. */
export function checkTemplateSource(source: string): void {
  Mustache.parse(source, tags);
}

/** The file's HTML for a page: values written in, escaped, then the whole cleaned to harmless markup. */
export function renderTemplate(source: string, values: TemplateValues): string {
  return sanitizeBasicHtml(Mustache.render(source, values, undefined, { tags }));
}

/** A file's version: its content, so `?v=` changes exactly when the file does. */
export function templateVersion(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

/**
 * The files of the tenants' folders, read once per process (they change only with a release). A
 * missing file is remembered as missing; a folder name is only ever a tenant's, never a request's.
 */
export function createFolderTemplates(assetsDir: string) {
  const cache = new Map<string, Promise<string | undefined>>();
  return function folderTemplate(folder: string, name: TemplateName): Promise<string | undefined> {
    const key = `${folder}/${name}`;
    let file = cache.get(key);
    if (file === undefined) {
      file = readFile(path.join(assetsDir, 'tenants', folder, 'templates', `${name}.ejs`), 'utf8').catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      );
      cache.set(key, file);
    }
    return file;
  };
}

export type FolderTemplates = ReturnType<typeof createFolderTemplates>;

/** Rendered files by source and values: a page renders the same few files again and again. */
const rendered = new Map<string, string>();
const renderedLimit = 500;

/** Every template file of the tenant, rendered for a page, under its bootstrap key. */
export function renderTenantTemplates(
  templates: Partial<Record<TemplateName, { source: string }>>,
  values: TemplateValues,
): Partial<Record<(typeof templateBootstrapKeys)[TemplateName], string>> {
  const result: Partial<Record<(typeof templateBootstrapKeys)[TemplateName], string>> = {};
  for (const name of templateNames) {
    const template = templates[name];
    if (template === undefined) continue;
    const key = `${templateVersion(template.source)}|${values.name}|${values.origin}|${values.language}|${values.year}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderTemplate(template.source, values);
      // Old sources and years fall out together; the set is small and rebuilt in microseconds.
      if (rendered.size >= renderedLimit) rendered.clear();
      rendered.set(key, html);
    }
    result[templateBootstrapKeys[name]] = html;
  }
  return result;
}

import { useSiteHtmlLinks } from '../routing/use-site-html-links';
import { useBootstrap } from './tenant-context';

type TenantTemplateName = 'footer' | 'commentRules';

/**
 * PLT-04: one of the tenant's template files (the footer's own part, the comment rules), as the API
 * rendered and sanitised it into the bootstrap (api/src/modules/tenants/templates, decision 0043).
 * Nothing is rendered when the tenant has no such file. Its links to the site navigate inside the page.
 */
export function TenantTemplate({ name, className }: { name: TenantTemplateName; className?: string }) {
  const html = useBootstrap().templates?.[name];
  const onClick = useSiteHtmlLinks();
  if (html === undefined || html === '') return null;
  return (
    // The click handler only reads the clicks of the links inside; keyboards activate them as clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={className}
      data-tenant-template={name}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

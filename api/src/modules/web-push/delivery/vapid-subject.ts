import type { AppConfig } from '../../../config';
import type { Tenant } from '../../tenants/tenants-repository';

/**
 * The VAPID `sub` claim (RFC 8292 §2.1): a contact the push services can reach about this sender. The
 * site's public https address when there is one, else a mailto: at the tenant's first host.
 */
export function vapidSubjectOf(tenant: Pick<Tenant, 'id' | 'hosts'>, config: Pick<AppConfig, 'publicUrl'>): string {
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  const host = tenant.hosts.find((candidate) => /^[a-z0-9.-]+$/i.test(candidate)) ?? `${tenant.id}.invalid`;
  return `mailto:webpush@${host}`;
}

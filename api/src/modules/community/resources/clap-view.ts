import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translator } from '../../../i18n/messages';
import type { Tenant } from '../../tenants/tenants-repository';
import type { ClapState } from './resource-stats-repository';
import { visitorIdOf } from './visitor';

/** RES-01's answer. */
export const clapsSchema = z
  .object({
    claps_count: z.number().int(),
    visitors_string: z.string().describe("'1 fan clapped', '12 fans clapped', in the tenant's language"),
    my_claps: z.number().int().describe('Claps by the asker (user, else visitor id), at most 50'),
  })
  .meta({ id: 'ResourceClaps' });

export function toClapsView(state: ClapState, tenant: Tenant): z.infer<typeof clapsSchema> {
  const t = translator(tenant.language);
  return {
    claps_count: state.clapsCount,
    visitors_string:
      state.clappersCount === 1 ? t('claps.visitorsOne') : t('claps.visitorsOther', { count: state.clappersCount }),
    my_claps: state.myClaps,
  };
}

/** Who claps: a logged-in user (`u:{id}`) or a guest by visitor id (`v:{id}`); undefined when neither. */
export async function clapperOf(request: FastifyRequest): Promise<{ key: string; userId: number | null } | undefined> {
  const owner = await request.getUser();
  if (owner !== null) return { key: `u:${owner.user.id}`, userId: owner.user.id };
  const visitorId = visitorIdOf(request);
  return visitorId === undefined ? undefined : { key: `v:${visitorId}`, userId: null };
}

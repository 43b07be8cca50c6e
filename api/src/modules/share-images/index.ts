import type { FastifyInstance } from 'fastify';
import { createArticlesRepository } from '../content/articles-repository';
import { createFixtureDetailRepository } from '../matchcenter/fixture-detail/fixture-detail-repository';
import { createMatchcenterRepository } from '../matchcenter/matchcenter-repository';
import { createTeamsRepository } from '../matchcenter/teams/teams-repository';
import { getArticleShareImageRoute } from './get-article-share-image';
import { getMatchShareImageRoute } from './get-match-share-image';
import { getSiteShareImageRoute } from './get-site-share-image';
import { getTeamShareImageRoute } from './get-team-share-image';
import { createShareImageDrawer } from './drawing/share-image-drawer';

/**
 * Share images (CLB-05): the raster `og:image` of every page, since the sites fans share links to (X,
 * Facebook, WhatsApp) do not preview SVG. Outside `/api/` on purpose: robots.txt keeps crawlers out of
 * `/api/`, and X's crawler honours it for card images too. Articles are read through the content
 * module's repository, whose every query carries the tenant and publish-date filters; fixtures, clubs
 * and the table are league-wide, read through the match centre's repositories as its pages read them.
 */
export async function shareImagesModule(app: FastifyInstance): Promise<void> {
  const drawer = createShareImageDrawer({
    assetsDir: app.config.assetsDir,
    warn: (error, sitePath) => app.log.warn({ err: error, sitePath }, 'share image: a picture could not be drawn'),
  });
  await app.register(getSiteShareImageRoute, { drawer });
  await app.register(getArticleShareImageRoute, { articles: createArticlesRepository(app.db), drawer });
  await app.register(getMatchShareImageRoute, { fixtureDetails: createFixtureDetailRepository(app.db), drawer });
  await app.register(getTeamShareImageRoute, {
    teams: createTeamsRepository(app.db),
    matchcenter: createMatchcenterRepository(app.db),
    drawer,
  });
}

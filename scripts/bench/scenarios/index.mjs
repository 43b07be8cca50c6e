// The bench's scenarios, in the order they run. A scenario is a module exporting
//
//   export const id = 'my-scenario';            // used by --only=my-scenario and as the JSON key
//   export const title = 'What it measures';
//   export async function run(ctx) { … return { figures, table } }
//
// where `ctx` is described in ../README.md (the running API's URLs, the pages, Chromium's path, the
// options and a `log` function), `figures` is plain JSON written to bench-results/latest.json and
// `table` is `{ columns: string[], rows: (string|number)[][] }` printed to stdout.
// Return `{ skipped: 'why' }` instead when a scenario cannot run on this machine or in this issue.
import * as apiThroughput from './api-throughput.mjs';
import * as clubAlerts from './club-alerts.mjs';
import * as collectionFilters from './collection-filters.mjs';
import * as commentsScale from './comments-scale.mjs';
import * as communityBoards from './community-boards.mjs';
import * as contentSearch from './content-search.mjs';
import * as footballPoolScale from './football-pool-scale.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as liveblogFanout from './liveblog-fanout.mjs';
import * as matchcenterApi from './matchcenter-api.mjs';
import * as matchcenterLive from './matchcenter-live.mjs';
import * as mixedLoad from './mixed-load.mjs';
import * as newsroom from './newsroom.mjs';
import * as pageWeight from './page-weight.mjs';
import * as realtimeFanout from './realtime-fanout.mjs';
import * as scale from './scale.mjs';
import * as serverPages from './server-pages.mjs';

export const scenarios = [
  pageWeight,
  lighthouse,
  apiThroughput,
  serverPages,
  matchcenterApi,
  realtimeFanout,
  matchcenterLive,
  mixedLoad,
  footballPoolScale,
  commentsScale,
  communityBoards,
  contentSearch,
  liveblogFanout,
  clubAlerts,
  collectionFilters,
  newsroom,
  scale,
];

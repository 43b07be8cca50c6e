import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { RemoteName } from './remotes';
import { remoteNameSchema } from './remotes';
import { tenantRemotes, tenants, tenantTemplates, type TenantTheme } from './schema';
import { parseTenantSettings, type TenantSettingsValues } from './settings';
import { templateNames, templateNameSchema, type FolderTemplates, type TemplateName } from './templates/template-files';

export interface TenantRemote {
  name: RemoteName;
  version: string;
  entry: string;
  enabled: boolean;
}

export interface Tenant {
  id: string;
  folder: string;
  language: 'en' | 'nl';
  name: string;
  hosts: string[];
  theme: TenantTheme;
  realtime: { appId: string; key: string; secret: string };
  settings: TenantSettingsValues;
  /** Every remote the tenant has a row for, enabled or not, in a stable order. */
  remotes: TenantRemote[];
  /** PLT-04: the tenant's template files that exist, each from the operator API or else from its folder. */
  templates: Partial<Record<TemplateName, TenantTemplate>>;
}

export interface TenantTemplate {
  source: string;
  /** `operator`: written through the operator API; `folder`: the file shipped in the tenant's folder. */
  origin: 'operator' | 'folder';
}

interface Snapshot {
  list: Tenant[];
  byId: Map<string, Tenant>;
  byHost: Map<string, Tenant>;
  loadedAt: number;
}

/**
 * How long a process trusts its copy of the tenant registry. Tenants are read on every request, so they
 * are cached; a change made through the operator API on this process is visible at once, and one made
 * on another API replica within this many milliseconds.
 */
const cacheTtlMs = 5_000;

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;

/** Without a folder reader (tests of the registry alone) a tenant has only the operator's templates. */
const noFolderTemplates: FolderTemplates = () => Promise.resolve(undefined);

export function createTenantsRepository(
  db: Database,
  {
    now = Date.now,
    folderTemplates = noFolderTemplates,
  }: { now?: () => number; folderTemplates?: FolderTemplates } = {},
) {
  let snapshot: Snapshot | undefined;
  /** The reload in flight, and the generation it started in: one from before an invalidation is stale. */
  let loading: { generation: number; snapshot: Promise<Snapshot> } | undefined;
  // Bumped on every local change, so a reload that started before the change cannot cache stale rows.
  let generation = 0;

  async function load(): Promise<Snapshot> {
    const [tenantRows, remoteRows, templateRows] = await Promise.all([
      db.select().from(tenants).orderBy(asc(tenants.id)),
      db.select().from(tenantRemotes).orderBy(asc(tenantRemotes.tenantId), asc(tenantRemotes.name)),
      db.select().from(tenantTemplates),
    ]);
    const folderFiles = new Map(
      await Promise.all(
        tenantRows.flatMap((row) =>
          templateNames.map(
            async (name) => [`${row.folder}/${name}`, await folderTemplates(row.folder, name)] as const,
          ),
        ),
      ),
    );
    const list = tenantRows.map((row): Tenant => {
      const remotes: TenantRemote[] = [];
      for (const remote of remoteRows) {
        if (remote.tenantId !== row.id) continue;
        // A row written by hand with a name no front end knows is ignored rather than handed out.
        const name = remoteNameSchema.safeParse(remote.name);
        if (!name.success) continue;
        remotes.push({ name: name.data, version: remote.version, entry: remote.entry, enabled: remote.enabled });
      }
      return {
        id: row.id,
        folder: row.folder,
        language: row.language,
        name: row.name,
        hosts: row.hosts.map((host) => host.toLowerCase()),
        theme: row.theme,
        realtime: { appId: row.realtimeAppId, key: row.realtimeKey, secret: row.realtimeSecret },
        // Parsed key by key: a hand-edited bad value switches that one feature off, not the site.
        settings: parseTenantSettings(row.settings),
        remotes,
        templates: tenantTemplatesOf(row.id, row.folder),
      };
    });

    function tenantTemplatesOf(tenantId: string, folder: string): Tenant['templates'] {
      const templates: Tenant['templates'] = {};
      for (const name of templateNames) {
        const folderSource = folderFiles.get(`${folder}/${name}`);
        if (folderSource !== undefined) templates[name] = { source: folderSource, origin: 'folder' };
      }
      for (const row of templateRows) {
        if (row.tenantId !== tenantId) continue;
        // A row written by hand under a name no page shows is ignored, as for remotes.
        const name = templateNameSchema.safeParse(row.name);
        if (name.success) templates[name.data] = { source: row.source, origin: 'operator' };
      }
      return templates;
    }
    const byHost = new Map<string, Tenant>();
    for (const tenant of list) for (const host of tenant.hosts) byHost.set(host, tenant);
    return { list, byId: new Map(list.map((tenant) => [tenant.id, tenant])), byHost, loadedAt: now() };
  }

  function invalidate(): void {
    generation += 1;
    snapshot = undefined;
  }

  async function current(): Promise<Snapshot> {
    if (snapshot !== undefined && now() - snapshot.loadedAt < cacheTtlMs) return snapshot;
    const startedAt = generation;
    // One reload at a time, however many requests arrive while it runs; but a reload that began before
    // the latest write (invalidate) may have read the rows from before it, so it is not joined: a request
    // after an operator's change must see the change (a page's CSP names the remote's new origin).
    if (loading === undefined || loading.generation !== startedAt) {
      const reload = load().finally(() => {
        if (loading?.snapshot === reload) loading = undefined;
      });
      loading = { generation: startedAt, snapshot: reload };
    }
    const fresh = await loading.snapshot;
    if (startedAt === generation) snapshot = fresh;
    else return current();
    return fresh;
  }

  return {
    async list(): Promise<Tenant[]> {
      return (await current()).list;
    },

    async findById(id: string): Promise<Tenant | undefined> {
      return (await current()).byId.get(id);
    },

    /** `hostname` without port; matching is case-insensitive, as host names are. */
    async findByHost(hostname: string): Promise<Tenant | undefined> {
      return (await current()).byHost.get(hostname.toLowerCase());
    },

    async findByRealtimeKey(key: string): Promise<Tenant | undefined> {
      return (await current()).list.find((tenant) => tenant.realtime.key === key);
    },

    /** Creates or replaces the tenant's row for one remote; from now on the operator owns that row. */
    async setRemote(tenantId: string, remote: TenantRemote): Promise<void> {
      await db
        .insert(tenantRemotes)
        .values({ tenantId, ...remote, source: 'operator' })
        .onConflictDoUpdate({
          target: [tenantRemotes.tenantId, tenantRemotes.name],
          set: {
            version: remote.version,
            entry: remote.entry,
            enabled: remote.enabled,
            source: 'operator',
            updatedAt: new Date(),
          },
        });
      invalidate();
    },

    /** Forget the cached registry (after seeding, or a change written outside this repository). */
    invalidate,
  };
}

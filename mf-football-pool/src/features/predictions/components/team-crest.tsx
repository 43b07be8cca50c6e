import { useBootstrap } from '@tribune/shared';

/** Crest paths from the API are relative to its origin; absolute URLs are used as they are. */
export function crestUrl(path: string, apiBase: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** A club's crest; its name is always written next to it, so the image itself is decorative. */
export function TeamCrest({ name, logo, size = 32 }: { name: string; logo: string | null | undefined; size?: number }) {
  const { api } = useBootstrap();
  if (!logo) {
    return (
      <span className="fp-crest fp-crest--initial" style={{ width: size, height: size }} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className="fp-crest" src={crestUrl(logo, api.main)} alt="" width={size} height={size} loading="lazy" />;
}

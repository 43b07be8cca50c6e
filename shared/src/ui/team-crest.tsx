import { useBootstrap } from '../tenant/tenant-context';

/** Crest paths from the API are relative to its origin (`/assets/clubs/psv.svg`); absolute URLs are kept. */
export function crestUrl(path: string, apiBase: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

interface TeamCrestProps {
  name: string;
  /** The crest's path or URL as the API sends it; without one the club's initial is shown. */
  logo: string | null | undefined;
  /** Square size in pixels. */
  size?: number;
}

/** A club's crest; its name is always written next to it, so the image itself is decorative. */
export function TeamCrest({ name, logo, size = 32 }: TeamCrestProps) {
  const { api } = useBootstrap();
  if (!logo) {
    return (
      <span
        className="team-crest team-crest--initial"
        style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
        aria-hidden="true"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className="team-crest" src={crestUrl(logo, api.main)} alt="" width={size} height={size} loading="lazy" />;
}

interface AvatarProps {
  src: string | null | undefined;
  name: string;
  /** Square size in pixels (the spec: 30 in the header, 40 in rankings). */
  size?: number;
}

/** A user's picture cropped square, or their initial when they have none. */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  const style = { width: size, height: size };
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} style={style} loading="lazy" />;
  return (
    <span className="avatar avatar--initial" style={{ ...style, fontSize: size * 0.45 }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

interface ArticleImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size (3:2), so the browser reserves the space before the image arrives: no layout shift. */
  width: number;
  height: number;
  /** The first image on the page: fetched first and never lazily. */
  priority?: boolean;
  className: string;
}

export function ArticleImage({ src, alt, width, height, priority = false, className }: ArticleImageProps) {
  if (!src) return <div className={`${className} content-image--empty`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}

interface ShareImageCacheOptions {
  /** How many images are kept at most. */
  maxEntries: number;
  /** How many bytes of PNG are kept at most, whatever their count. */
  maxBytes: number;
}

/**
 * The drawn share images (PNG bytes) of this process (CLB-05), least recently used first out, bounded by count and by
 * bytes: a tenant with thousands of articles must not grow the heap with every crawler's visit. Keys name
 * everything an image is drawn from (an article's last edit, a fixture's score and status, the tenant's
 * look), so a change draws a new image and the old one simply ages out. Drawing costs tens of
 * milliseconds of CPU, so requests for a key being drawn wait for that drawing instead of starting
 * their own (a shared link is fetched by several sites' crawlers at once).
 */
export function createShareImageCache({ maxEntries, maxBytes }: ShareImageCacheOptions) {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const images = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, png: Buffer): void {
    // An image larger than the whole budget is served but not kept.
    if (png.length > maxBytes) return;
    images.set(key, png);
    bytes += png.length;
    for (const [oldKey, old] of images) {
      if (images.size <= maxEntries && bytes <= maxBytes) break;
      images.delete(oldKey);
      bytes -= old.length;
    }
  }

  return {
    /** The image of `key`, drawn by `draw` when no image of that key is kept or being drawn. */
    async get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const known = images.get(key);
      if (known !== undefined) {
        images.delete(key);
        images.set(key, known);
        return known;
      }
      const pending = drawing.get(key);
      if (pending !== undefined) return pending;
      const started = draw()
        .then((png) => {
          keep(key, png);
          return png;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, started);
      return started;
    },

    /** What is kept now, for tests and metrics. */
    stats(): { entries: number; bytes: number } {
      return { entries: images.size, bytes };
    },
  };
}

#!/bin/sh
# Runs as the remote image starts (nginx's /docker-entrypoint.d/). The image bakes one version of its
# remote in /opt/tribune/release/<folder>/<version>/ (browser build and Node build side by side); the
# served folder /usr/share/nginx/html/remotes/<folder>/ is a volume that keeps every version any image
# of this remote has published (docker-compose.yml). So an image publishes its version once, and the
# origin goes on serving the earlier ones: pages that loaded them, and the API, which fetches a
# version's Node build from here to render it (decision 0054), can switch back to any of them.
# A version never changes: one already there is left as it is.
set -eu
for source in /opt/tribune/release/*/*/; do
  [ -d "$source" ] || continue
  version=$(basename "$source")
  folder=$(basename "$(dirname "$source")")
  target="/usr/share/nginx/html/remotes/$folder/$version"
  if [ -f "$target/server/release.json" ]; then
    echo "publish-version: $folder@$version is already published"
    continue
  fi
  # Copied whole under another name, then moved: the origin never serves half a version.
  rm -rf "$target.partial"
  mkdir -p "$target.partial"
  cp -R "$source." "$target.partial/"
  mv "$target.partial" "$target"
  echo "publish-version: published $folder@$version"
done

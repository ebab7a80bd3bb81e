#!/usr/bin/env bash
# Rebuilds dist/ and fails when the committed bundles differ from the sources (actions run from dist/).
set -euo pipefail
npm run --silent build
if [ -n "$(git status --porcelain -- dist)" ]; then
  echo "dist/ is stale: run 'npm run build' and commit the result. Differences:" >&2
  git status --porcelain -- dist >&2
  git diff --stat -- dist >&2 || true
  exit 1
fi
echo "dist/ is up to date"

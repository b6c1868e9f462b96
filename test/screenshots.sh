#!/usr/bin/env bash
# The docs' pictures (.github/screenshots/). Installs the fonts every script of the 24 locales needs (Debian's
# Noto: Arabic, Thai, Khmer, Lao, Myanmar, Bengali, CJK) for the screenshots only, never for
# the product, then runs the browser tests that save them (SCREENSHOTS=1).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for font in fonts-noto-core fonts-noto-cjk; do dpkg -s "$font" > /dev/null 2>&1 || missing+=("$font"); done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y "${missing[@]}"
fi

npm run build
SCREENSHOTS=1 npx vitest run --config test/vitest.config.ts --project browser \
  test/browser/locales.test.ts test/browser/console.test.ts test/browser/consoleSections.test.ts test/browser/inbox.test.ts \
  test/browser/rating.test.ts test/browser/calls.test.ts test/browser/consoleAccounts.test.ts test/browser/consoleChannels.test.ts \
  test/browser/consoleKnowledge.test.ts

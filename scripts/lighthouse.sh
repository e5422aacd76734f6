#!/usr/bin/env bash
# Lighthouse mobile (the default profile: Moto G Power screen, simulated slow 4G and 4× CPU) on a
# running production build, with Debian's Chromium (apt-get install -y chromium) and the project's
# pinned lighthouse devDependency (12.x: the last line that runs on Node 20). Nothing is fetched
# beyond the page's own origin. Prints performance, LCP, TBT, CLS and total bytes per page (and
# the accessibility, best-practices and SEO scores); the JSON reports go to reports/lighthouse/
# (LIGHTHOUSE_OUT: another folder).
#   npm start &                      # or any production server
#   scripts/lighthouse.sh [http://127.0.0.1:3000] [path ...]
# A signed-in page: LIGHTHOUSE_COOKIE='rumbo_session=…; rumbo_user=…' puts those cookies in the
# browser before the run (scripts/lighthouse-session.mjs): a Cookie header alone (--extra-headers)
# left document.cookie empty, and the test sections sent the student to /empezar mid-report.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-http://127.0.0.1:3000}
shift || true
pages=("$@")
[ ${#pages[@]} -gt 0 ] || pages=(/ /instituciones /universidad-nacional-mayor-de-san-marcos /privacy)
out=${LIGHTHOUSE_OUT:-reports/lighthouse}
mkdir -p "$out"
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
lighthouse=${LIGHTHOUSE_BIN:-node_modules/.bin/lighthouse}
printf '%-45s %5s %8s %7s %7s %9s %5s %5s %5s\n' página perf "LCP ms" "TBT ms" CLS "total KB" a11y bp seo
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_' | sed 's/^_$/_inicio/')
  if [ -n "${LIGHTHOUSE_COOKIE:-}" ]; then
    node scripts/lighthouse-session.mjs "$base$page" "$out/$name.json" >/dev/null 2>&1
  else
    $lighthouse "$base$page" --quiet --form-factor=mobile --output=json --output-path="$out/$name.json" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic --disable-domain-reliability" >/dev/null 2>&1
  fi
  node -e '
    const r = require(require("node:path").resolve(process.argv[1]));
    const s = (k) => String(Math.round(r.categories[k].score * 100)).padStart(5);
    const n = (k) => r.audits[k].numericValue;
    console.log(
      process.argv[2].padEnd(45), s("performance"), String(Math.round(n("largest-contentful-paint"))).padStart(8),
      String(Math.round(n("total-blocking-time"))).padStart(7), n("cumulative-layout-shift").toFixed(3).padStart(7),
      (n("total-byte-weight") / 1024).toFixed(1).padStart(9), s("accessibility"), s("best-practices"), s("seo"),
    );
  ' "$out/$name.json" "$page"
done

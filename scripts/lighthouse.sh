#!/usr/bin/env bash
# Lighthouse (mobile, the default profile: simulated slow 4G and 4× CPU) on a running production
# build, with Debian's Chromium. Prints performance, accessibility, best practices, SEO and CLS
# per page; the JSON reports go to reports/lighthouse/.
#   npm start &                      # or any production server
#   scripts/lighthouse.sh [http://127.0.0.1:3000] [path ...]
set -euo pipefail
base=${1:-http://127.0.0.1:3000}
shift || true
pages=("$@")
[ ${#pages[@]} -gt 0 ] || pages=(/ /test-orientacion-vocacional /padres-orientacion-vocacional /instituciones /universidad-nacional-mayor-de-san-marcos)
out=reports/lighthouse
mkdir -p "$out"
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
lighthouse=${LIGHTHOUSE_BIN:-"npx -y lighthouse@12.8.2"}
printf '%-45s %5s %5s %5s %5s %7s\n' página perf a11y bp seo CLS
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_' | sed 's/^_$/_inicio/')
  $lighthouse "$base$page" --quiet --output=json --output-path="$out/$name.json" \
    --only-categories=performance,accessibility,best-practices,seo \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic" >/dev/null 2>&1
  node -e '
    const r = require(process.argv[1]);
    const s = (k) => Math.round(r.categories[k].score * 100);
    const cls = r.audits["cumulative-layout-shift"].numericValue;
    console.log(process.argv[2].padEnd(45), String(s("performance")).padStart(5), String(s("accessibility")).padStart(5), String(s("best-practices")).padStart(5), String(s("seo")).padStart(5), cls.toFixed(3).padStart(7));
  ' "$PWD/$out/$name.json" "$page"
done

import { chromium } from "playwright";
import { writeFileSync } from "node:fs";
const [url, out, cookie] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
if (cookie) await ctx.addCookies(cookie.split("; ").map((c) => { const [name, ...v] = c.split("="); return { name, value: v.join("="), url: new URL(url).origin }; }));
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await p.goto(url, { waitUntil: "load" });
await p.waitForTimeout(5000);
const { profile } = await cdp.send("Profiler.stop");
const fcp = await p.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
writeFileSync(out, JSON.stringify(profile));
// self time per (function, url) and per url
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) { t += dt[i]; const n = nodes.get(profile.samples[i]); const cf = n.callFrame; const key = `${cf.functionName || "(anon)"} ${cf.url.replace(/.*\//, "")}:${cf.lineNumber}`; self.set(key, (self.get(key) || 0) + (dt[i] || 0)); }
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(" ")[1].split(":")[0]; byUrl.set(u, (byUrl.get(u) || 0) + v); }
console.log("FCP", Math.round(fcp));
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join("\n"));
console.log("--");
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join("\n"));
await b.close();

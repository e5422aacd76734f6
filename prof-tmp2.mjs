import { readFileSync } from "node:fs";
const profile = JSON.parse(readFileSync(process.argv[2], "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
let t = profile.startTime; const samples = [];
for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; samples.push([t, profile.samples[i], profile.timeDeltas[i+1] || 0]); }
const isIdle = (id) => ["(idle)", "(program)"].includes(nodes.get(id).callFrame.functionName);
const tasks = []; let cur = null;
for (const [ts, id, dt] of samples) {
  if (isIdle(id)) { if (cur && ts - cur.end > 2000) { tasks.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: ts, end: ts, ids: [] };
  cur.end = ts + dt; cur.ids.push([id, dt]);
}
if (cur) tasks.push(cur);
const t0 = profile.startTime;
for (const task of tasks) {
  const dur = (task.end - task.start) / 1000; if (dur < 30) continue;
  const incl = new Map();
  for (const [id, dt] of task.ids) { const seen = new Set(); let n = id; while (n !== undefined) { const cf = nodes.get(n).callFrame; const k = `${cf.functionName || "(anon)"} ${cf.url.replace(/.*\//, "")}:${cf.lineNumber}:${cf.columnNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + dt); seen.add(k); } n = parent.get(n); } }
  console.log(`task @${((task.start - t0) / 1000).toFixed(0)}ms ${dur.toFixed(0)}ms`);
  console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `   ${(v / 1000).toFixed(0)} ${k}`).join("\n"));
}

#!/usr/bin/env node
/**
 * node scripts/bench-vocational.mjs [--url http://127.0.0.1:3000] [--students 50] [--think 1000]
 * against a server started with TRUST_PROXY=1 (each student registers from its own address).
 *
 * Saving answers under load: N students registered through `POST /api/v2/auth/register`
 * answer the 30 items of the quick interests test at once, each answer one
 * `PUT /api/vocational/progress/{id}` as the browser sends it. Prints p50/p95/p99 of the saves and
 * checks, reading every process back, that no answer was lost. `--think` is the pause of each
 * student between answers in ms (a real student takes ~8 s; 0 = back to back, a stress test). Target: p95 ≤ 50 ms, p99 ≤ 150 ms
 * on PostgreSQL, 0 lost answers.
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const url = arg("url", process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const students = Number(arg("students", 50));
const think = Number(arg("think", 1000));
const types = ["r", "i", "a", "s", "e", "c"];
const items = Array.from({ length: 5 }, (_, n) => types.map((t) => `${t}${n + 1}`)).flat();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function register(n) {
  const stamp = `${Date.now()}-${n}`;
  const response = await fetch(`${url}/api/v2/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}` },
    body: JSON.stringify({
      user: `+5198${String(Date.now() + n).slice(-7)}`,
      password: "Bench-clave-2026",
      name: "Bench",
      surname: "Rumbo",
      email: `bench-voc-${stamp}@example.pe`,
      careers: [],
    }),
  });
  if (response.status !== 201) throw new Error(`registro falló: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  const auth = { authorization: `Bearer ${data.token}` };
  const process = await (await fetch(`${url}/api/vocational`, { headers: auth })).json();
  return { auth, processId: process.data.process.id };
}

async function answerAll(student, times) {
  // Students start at different moments, as they would.
  await new Promise((r) => setTimeout(r, Math.random() * think));
  for (let k = 0; k < items.length; k++) {
    if (k && think) await new Promise((r) => setTimeout(r, think * (0.5 + Math.random())));
    const body = JSON.stringify({
      data: { section: "professional-interest", mode: "quick", answers: { [items[k]]: (k % 5) + 1 }, position: k + 1 },
    });
    // Like the browser's queue: a dropped connection or a 5xx is retried until the save is confirmed
    // (so a server killed with kill -9 and restarted loses nothing); only confirmed saves are timed.
    for (let attempt = 0; ; attempt++) {
      const t0 = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${url}/api/vocational/progress/${student.processId}`, {
          method: "PUT",
          headers: { ...student.auth, "content-type": "application/json" },
          body,
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      if (status === 200) {
        if (attempt === 0) times.push(performance.now() - t0);
        else retried++;
        break;
      }
      if (status >= 400 && status < 500) throw new Error(`guardar falló: ${status}`);
      if (attempt > 600) throw new Error("el servidor no volvió");
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

let retried = 0;
const list = [];
for (let n = 0; n < students; n++) list.push(await register(n));
const times = [];
const started = performance.now();
await Promise.all(list.map((s) => answerAll(s, times)));
const wall = performance.now() - started;
let lost = 0;
for (const s of list) {
  const { data } = await (await fetch(`${url}/api/vocational/progress/${s.processId}`, { headers: s.auth })).json();
  const section = data.sections["professional-interest"];
  items.forEach((id, k) => {
    if (section.answers[id] !== (k % 5) + 1) lost++;
  });
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      students,
      thinkMs: think,
      saves: times.length,
      wallSeconds: +(wall / 1000).toFixed(1),
      p50: +percentile(times, 50).toFixed(1),
      p95: +percentile(times, 95).toFixed(1),
      p99: +percentile(times, 99).toFixed(1),
      max: +times.at(-1).toFixed(1),
      retriedSaves: retried,
      lostAnswers: lost,
    },
    null,
    2,
  ),
);

/** A static page: prerendered at build time, served from disk. */
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js</h1>
      <p>The baseline page of npm run bench.</p>
    </main>
  );
}

/** Structured data for search engines (schema.org), as a non-executable JSON block. */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A page of trusted seed/admin HTML (policies, about), styled as an article. */

export function ContentPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-3 h-1 w-16 rounded-full bg-brand-600" aria-hidden="true" />
      {/* The body is written by the store's admins (trusted content), never by shoppers. */}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** The text of an HTML body, for meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

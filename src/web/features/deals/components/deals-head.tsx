/** Title, description and canonical URL; React hoists them into <head>. */
export function DealsHead({
  title,
  description,
  canonicalPath,
  isIndexable = true,
}: {
  title: string;
  description: string;
  canonicalPath: string;
  isIndexable?: boolean;
}) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {isIndexable ? (
        <link rel="canonical" href={`${window.location.origin}${canonicalPath}`} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}

/** Title, description and canonical URL; React hoists them into <head>. */
export function PageHead({
  title,
  description,
  canonicalPath,
}: {
  title: string;
  description: string;
  canonicalPath: string;
}) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${window.location.origin}${canonicalPath}`} />
    </>
  );
}

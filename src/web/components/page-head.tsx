import { useIsServerHeadCurrent } from '../lib/server-head';

/**
 * Title, description and canonical URL; React hoists them into <head>. While the server's head
 * for this URL is still there (ADR 080) only the title is rendered, so nothing is doubled.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
}: {
  title: string;
  description: string;
  canonicalPath: string;
}) {
  const isServerHeadCurrent = useIsServerHeadCurrent();
  return (
    <>
      <title>{title}</title>
      {!isServerHeadCurrent && (
        <>
          <meta name="description" content={description} />
          <link rel="canonical" href={`${window.location.origin}${canonicalPath}`} />
        </>
      )}
    </>
  );
}

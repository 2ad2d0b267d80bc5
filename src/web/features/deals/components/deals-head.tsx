import { useIsServerHeadCurrent } from '../../../lib/server-head';

/**
 * Title, description and canonical URL; React hoists them into <head>. While the server's head
 * for this URL is still there (ADR 080) only the title is rendered, so nothing is doubled.
 */
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
  const isServerHeadCurrent = useIsServerHeadCurrent();
  return (
    <>
      <title>{title}</title>
      {!isServerHeadCurrent && (
        <>
          <meta name="description" content={description} />
          {isIndexable ? (
            <link rel="canonical" href={`${window.location.origin}${canonicalPath}`} />
          ) : (
            <meta name="robots" content="noindex" />
          )}
        </>
      )}
    </>
  );
}

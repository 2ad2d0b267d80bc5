import { useEffect } from 'react';

/** The heading block of the standalone auth pages; also sets the document title. */
export function AuthPageHeader({
  title,
  intro,
  documentTitle,
}: {
  title: string;
  intro?: string;
  documentTitle: string;
}) {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="mb-6 grid gap-2">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {intro && <p className="text-muted">{intro}</p>}
    </div>
  );
}

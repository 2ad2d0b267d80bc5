import { Clock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { legalLastUpdated } from './legal-content';

interface LegalPageShellProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** Frame shared by the legal and help pages: title, intro, date of the text, and a readable column. */
export function LegalPageShell({ title, intro, children }: LegalPageShellProps) {
  const { t } = useTranslation('legal');
  const documentTitle = t('common.documentTitle', { title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // Parsed as local midnight: an ISO date alone means UTC and would show the day before west of Greenwich.
  const lastUpdated = formatDate(new Date(`${legalLastUpdated}T00:00`), currentLanguage(), 'long');
  return (
    <article
      aria-labelledby="legal-page-title"
      className="mx-auto max-w-3xl px-4 py-10 wrap-break-word hyphens-auto sm:py-14"
    >
      <header className="border-b border-line pb-8">
        <h1 id="legal-page-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-muted">
          <Clock aria-hidden className="size-4" />
          <time dateTime={legalLastUpdated}>{t('common.lastUpdated', { date: lastUpdated })}</time>
        </p>
      </header>
      {children}
    </article>
  );
}

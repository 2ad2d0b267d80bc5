import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

const pagePaths = {
  terms: paths.terms,
  privacy: paths.privacy,
  imprint: paths.imprint,
  support: paths.support,
} as const;

export type LegalPageKey = keyof typeof pagePaths;

interface RelatedPagesProps {
  current: LegalPageKey;
  /** Defaults to the generic "More information". */
  heading?: string;
  intro?: string;
}

/** Cards linking the legal and help pages to each other, leaving out the page being read. */
export function RelatedPages({ current, heading, intro }: RelatedPagesProps) {
  const { t } = useTranslation('legal');
  const keys = (Object.keys(pagePaths) as LegalPageKey[]).filter((key) => key !== current);
  return (
    <nav aria-labelledby="related-pages-title" className="mt-14 border-t border-line pt-8">
      <h2 id="related-pages-title" className="text-xl font-bold tracking-tight text-ink">
        {heading ?? t('common.related')}
      </h2>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {keys.map((key) => (
          <li key={key}>
            <Link
              to={pagePaths[key]}
              className="group flex h-full flex-col rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-brand"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-ink group-hover:text-brand">
                {t(`common.pages.${key}.label`)}
                <ArrowRight
                  aria-hidden
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-muted">{t(`common.pages.${key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

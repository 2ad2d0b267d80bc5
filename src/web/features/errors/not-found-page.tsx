import { ArrowLeft, Home, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FeedbackButton } from '../../components/feedback/feedback-button';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = t('notFound.documentTitle');
  }, [t]);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="not-found-title"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <SearchX aria-hidden className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-extrabold tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong"
        >
          <Home aria-hidden className="size-4" />
          {t('notFound.goHome')}
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex h-11 items-center gap-2 rounded-xl border border-line-strong px-5 font-semibold hover:bg-surface-sunken"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('notFound.goBack')}
        </button>
        <FeedbackButton size="lg" />
      </div>
    </section>
  );
}

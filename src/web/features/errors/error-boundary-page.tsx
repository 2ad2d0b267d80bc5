import { AlertTriangle, Home, LifeBuoy, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FeedbackButton } from '../../components/feedback/feedback-button';
import { paths } from '../../lib/paths';
import { NotFoundPage } from './not-found-page';

export const supportEmail = 'support@kleinkram.local';

/**
 * Spec §8 render crash: a full-page error with hints, retry (reloads the page), go home and support
 * contact. Uses plain anchors so it works even when the router itself is what failed.
 */
export function ErrorBoundaryPage({ homePath = paths.home }: { homePath?: string }) {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
    document.title = t('errorPage.documentTitle');
  }, [error, t]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const hints = t('errorPage.hints', { returnObjects: true });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-16">
      <section
        role="alert"
        aria-labelledby="error-page-title"
        className="w-full max-w-lg rounded-card border border-line bg-surface p-8 shadow-card"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <AlertTriangle aria-hidden className="size-7" />
        </span>
        <h1 id="error-page-title" className="mt-5 text-2xl font-extrabold tracking-tight">
          {t('errorPage.title')}
        </h1>
        <p className="mt-2 text-muted">{t('errorPage.text')}</p>
        {Array.isArray(hints) && (
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
            {hints.map((hint) => (
              <li key={String(hint)}>{String(hint)}</li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong"
          >
            <RotateCw aria-hidden className="size-4" />
            {t('errorPage.retry')}
          </button>
          <a
            href={homePath}
            className="inline-flex h-11 items-center gap-2 rounded-xl border border-line-strong px-5 font-semibold hover:bg-surface-sunken"
          >
            <Home aria-hidden className="size-4" />
            {t('errorPage.goHome')}
          </a>
          <FeedbackButton size="lg" />
        </div>
        <p className="mt-6 flex items-center gap-2 border-t border-line pt-4 text-sm text-muted">
          <LifeBuoy aria-hidden className="size-4" />
          <span>
            {t('errorPage.support')}{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-brand underline">
              {supportEmail}
            </a>
          </span>
        </p>
      </section>
    </main>
  );
}

import { lazy, Suspense, useState } from 'react';
import { i18next } from '../../lib/i18n';
import { closeFeedback, useIsFeedbackOpen } from './feedback-store';

// The dialog, its catalogue and the screenshot library load on first open only (first-load budget).
const FeedbackDialog = lazy(async () => {
  const [module] = await Promise.all([import('./feedback-dialog'), i18next.loadNamespaces('feedback')]);
  return { default: module.FeedbackDialog };
});

/** Mounted once beside the router, so the dialog opens above any page, even an error page. */
export function FeedbackHost() {
  const isOpen = useIsFeedbackOpen();
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog isOpen={isOpen} onClose={closeFeedback} />
    </Suspense>
  );
}

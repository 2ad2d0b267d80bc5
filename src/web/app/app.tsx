import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FeedbackHost } from '../components/feedback/feedback-host';
import { Toaster } from '../components/toast/toaster';
import { DeferredServiceWorkerPrompt } from './pwa/deferred-service-worker-prompt';
import { router } from './router';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries GETs per the spec; a second retry layer would multiply them.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});

/** Runs once the app's own content has committed for the first time. */
function OnFirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit);
  return null;
}

/**
 * `serverFirstScreen`: the server's first screen (ADR 089). Until the app's content first commits,
 * a suspended render shows that markup again instead of a blank fallback, so nothing flashes.
 */
export function App({ serverFirstScreen = null }: { serverFirstScreen?: string | null }) {
  const [isFirstScreenShown, setIsFirstScreenShown] = useState(serverFirstScreen !== null);
  const fallback =
    isFirstScreenShown && serverFirstScreen ? (
      // The server's own escaped markup, read back from the page it sent.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: same-origin markup that was already in the document
      <div dangerouslySetInnerHTML={{ __html: serverFirstScreen }} />
    ) : (
      <div className="min-h-dvh bg-canvas" aria-busy="true" />
    );
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={fallback}>
        <RouterProvider router={router} />
        <Toaster />
        <FeedbackHost />
        <DeferredServiceWorkerPrompt />
        {isFirstScreenShown && <OnFirstCommit onCommit={() => setIsFirstScreenShown(false)} />}
      </Suspense>
    </QueryClientProvider>
  );
}

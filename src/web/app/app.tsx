import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { FeedbackHost } from '../components/feedback/feedback-host';
import { Toaster } from '../components/toast/toaster';
import { DeferredServiceWorkerPrompt } from './pwa/deferred-service-worker-prompt';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries GETs per the spec; a second retry layer would multiply them.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<div className="min-h-dvh bg-canvas" aria-busy="true" />}>
        <RouterProvider router={router} />
        <Toaster />
        <FeedbackHost />
        <DeferredServiceWorkerPrompt />
      </Suspense>
    </QueryClientProvider>
  );
}

import { useLocation } from 'react-router';

/**
 * The head tags the server put into the page (ADR 080), marked `data-server-head`: "page" ones
 * describe the URL the page was loaded at (title, description, canonical, hreflang, Open Graph,
 * JSON-LD), "site" ones are the defaults of pages without a head of their own.
 */
const serverHeadSelector = '[data-server-head]';

const urlOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

const loadedAt = urlOf(window.location);
let serverHeadKind: string | null =
  document.head.querySelector(serverHeadSelector)?.getAttribute('data-server-head') ?? null;

function removeServerHead() {
  for (const element of document.head.querySelectorAll(serverHeadSelector)) element.remove();
  serverHeadKind = null;
}

/**
 * True while the server's head still describes the page: a page head then renders only its
 * <title> (React 19 adopts the server's <title>, so there is one), not a second description,
 * canonical or JSON-LD beside the server's. After the first in-app navigation (or at once, when
 * the server sent only the site's defaults) the server's tags go and the page renders its own.
 *
 * The removal happens while rendering, before React commits its own tags, so React never takes
 * over a server tag that is removed later; repeating it is harmless.
 */
export function useIsServerHeadCurrent(): boolean {
  const location = useLocation();
  if (serverHeadKind !== null && (serverHeadKind !== 'page' || urlOf(location) !== loadedAt)) {
    removeServerHead();
  }
  return serverHeadKind !== null;
}

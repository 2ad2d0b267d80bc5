import { useLayoutEffect } from 'react';
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

function removeServerTags(selector: string) {
  for (const element of document.head.querySelectorAll(selector)) element.remove();
}

/**
 * True while the server's head still describes the page: a page head then renders only its
 * <title>, not a second description, canonical or JSON-LD beside the server's. React 19 puts its
 * <title> before any other instead of taking the server's over, so the server's title goes as soon
 * as a page head renders. After the first in-app navigation (or at once, when the server sent only
 * the site's defaults) the other server tags go too and the page renders its own.
 *
 * The other tags go while rendering, before React commits its own, so React never finds a server
 * tag that is removed later; repeating it is harmless. The server's title goes only once React's
 * is in the head (a layout effect, after the commit): the first render runs in a transition
 * (ADR 091), and removing the title while rendering left the document without one until the
 * commit; an accessibility check in that gap failed with "document-title".
 */
export function useIsServerHeadCurrent(): boolean {
  const location = useLocation();
  useLayoutEffect(() => removeServerTags(`title${serverHeadSelector}`));
  if (serverHeadKind !== null && (serverHeadKind !== 'page' || urlOf(location) !== loadedAt)) {
    removeServerTags(serverHeadSelector);
    serverHeadKind = null;
  }
  return serverHeadKind !== null;
}

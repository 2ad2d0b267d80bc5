/** The picture link previews show: a site-relative or absolute URL, with its size when known. */
export interface PageHeadImage {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt?: string | undefined;
}

/**
 * What a page's HTML says about itself before any script runs (ADR 080): for crawlers and for
 * link previews (WhatsApp, Facebook, X), which read only the server's HTML.
 */
export interface PageHead {
  /** 404 for what never existed, 410 for a listing that is gone for good; the shell renders either way. */
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /**
   * The page's site-relative canonical path (with the query that makes it a page of its own, as
   * search filters do), the base of its language URLs; null for pages not worth indexing (they
   * get `noindex` and no canonical).
   */
  canonicalPath: string | null;
  /** Open Graph type: `product` for a listing, `website` for everything else. */
  type: 'product' | 'website';
  image?: PageHeadImage | undefined;
  /** Extra Open Graph properties (product:price:amount …). */
  openGraph?: Record<string, string> | undefined;
  /** schema.org data, rendered as application/ld+json. */
  jsonLd?: Record<string, unknown> | undefined;
  /**
   * True for the site's default head (pages without one of their own): the web replaces it with
   * its own tags at once, where a page's own head stays until the first in-app navigation.
   */
  isSiteDefault?: boolean | undefined;
  /** The page's lead picture to preload (ADR 044), when it is not the Open Graph image. */
  leadImageUrl?: string | null | undefined;
  /**
   * The page's first screen as HTML (ADR 089), in the markup the web's page renders first, for
   * the app's root element: the browser paints it before any script runs, and crawlers read it.
   */
  firstScreen?: string | undefined;
}

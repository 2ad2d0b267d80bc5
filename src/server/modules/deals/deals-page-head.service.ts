import { findDealSegment } from '@shared/deals/deal-segments';
import type { Language } from '@shared/i18n/languages';
import type { PageHead } from '../../core/page-head';
import { serverText } from '../../core/server-texts';

/** /deals and /deals/{segment} (ADR 026): the web's titles and intros; an unknown segment is a 404. */
export function dealsPageHead(segment: string | null, language: Language): PageHead {
  if (segment === null) {
    return {
      status: 200,
      title: serverText('deals:overview.metaTitle', language),
      description: serverText('deals:overview.intro', language),
      canonicalPath: '/deals',
      type: 'website',
    };
  }
  const found = findDealSegment(segment);
  if (!found) {
    return {
      status: 404,
      title: serverText('deals:notFound.metaTitle', language),
      description: serverText('deals:overview.intro', language),
      canonicalPath: null,
      type: 'website',
    };
  }
  const title = serverText(`deals:segments.${found.id}.title`, language);
  return {
    status: 200,
    title: serverText('deals:segment.metaTitle', language, { title }),
    description: serverText(`deals:segments.${found.id}.intro`, language),
    canonicalPath: `/deals/${found.id}`,
    type: 'website',
  };
}

import type { Language } from '@shared/i18n/languages';
import type { ListingCheckCode } from '@shared/listings/listing-editor.schema';
import { serverText } from '../../../core/server-texts';

export type CheckParams = Record<string, string | number>;

/**
 * The server answers checks in the request's language with the web's wording for the same code
 * (`listing-fields:checks.<code>`, ADR 039); `params` stay beside it in the answer for details.
 */
export function renderCheckMessage(code: ListingCheckCode, params: CheckParams, language: Language) {
  return serverText(`listing-fields:checks.${code}`, language, params);
}

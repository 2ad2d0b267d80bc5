import type { Role } from '@shared/authorization/authorization.schema';
import { serverText } from '../../core/server-texts';

const roleIds = ['buyer', 'seller', 'moderator', 'admin'] as const;

/**
 * The four roles the access policy knows (src/shared/authorization/permissions.ts), named for the
 * roles page in both languages from the server-roles catalogue (ADR 039).
 */
export const roleCatalogue: Role[] = roleIds.map((id) => ({
  id,
  name: { en: serverText(`server-roles:${id}.name`, 'en'), de: serverText(`server-roles:${id}.name`, 'de') },
  description: {
    en: serverText(`server-roles:${id}.description`, 'en'),
    de: serverText(`server-roles:${id}.description`, 'de'),
  },
}));

import type { AppInstance } from '../../core/app-instance';

/** Placeholder until this module lands (issue 4); replaced by its owner. */
export async function notificationsRoutes(_app: AppInstance) {}

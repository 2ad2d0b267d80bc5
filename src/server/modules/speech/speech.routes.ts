import type { AppInstance } from '../../core/app-instance';

// Route slot for issue 5; the owning module fills it.
export async function speechRoutes(_app: AppInstance) {}

/** Spec §2 seller workspace sections (plus the seller's orders, issue 17), in navigation order; `?section=` picks one. */
export const workspaceSections = ['tasks', 'listings', 'orders', 'performance', 'integrations'] as const;
export type WorkspaceSection = (typeof workspaceSections)[number];

export const defaultWorkspaceSection: WorkspaceSection = 'tasks';

/** Unknown or missing values fall back to the first section rather than an empty page. */
export function parseWorkspaceSection(value: string | null | undefined): WorkspaceSection {
  return workspaceSections.find((section) => section === value) ?? defaultWorkspaceSection;
}

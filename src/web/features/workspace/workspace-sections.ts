/** Spec §2 seller workspace sections, in navigation order; `?section=` picks one. */
export const workspaceSections = ['tasks', 'listings', 'performance', 'integrations'] as const;
export type WorkspaceSection = (typeof workspaceSections)[number];

export const defaultWorkspaceSection: WorkspaceSection = 'tasks';

/** Unknown or missing values fall back to the first section rather than an empty page. */
export function parseWorkspaceSection(value: string | null | undefined): WorkspaceSection {
  return workspaceSections.find((section) => section === value) ?? defaultWorkspaceSection;
}

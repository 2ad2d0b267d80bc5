/** /admin/moderation: the one queue of reports, held photos, listing checks and order problems. Placeholder from the issue 18 foundation; its owner replaces it. */
export function ModerationPage() {
  return null;
}

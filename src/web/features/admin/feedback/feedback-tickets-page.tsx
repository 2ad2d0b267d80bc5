/** /admin/feedback: feedback tickets with their status. Placeholder from the issue 18 foundation; its owner replaces it. */
export function FeedbackTicketsPage() {
  return null;
}

/** /moderation/decisions/:decisionId: a statement of reasons and the objection form. Placeholder from the issue 18 foundation; its owner replaces it. */
export function ModerationDecisionPage() {
  return null;
}

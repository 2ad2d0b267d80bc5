/** Settings card: private or commercial seller, and the trader information. Placeholder from the issue 18 foundation; its owner replaces it. */
export function TraderCard() {
  return null;
}

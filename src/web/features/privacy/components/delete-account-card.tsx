/** Settings card: delete my account. Placeholder from the issue 18 foundation; its owner replaces it. */
export function DeleteAccountCard() {
  return null;
}

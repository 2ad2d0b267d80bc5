/** Settings card: the communication consent, given and withdrawn as easily. Placeholder from the issue 18 foundation; its owner replaces it. */
export function CommunicationConsentCard() {
  return null;
}

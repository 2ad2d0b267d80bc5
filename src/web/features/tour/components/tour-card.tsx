/** Settings card: restart the power-user tour. Placeholder from the issue 18 foundation; its owner replaces it. */
export function TourCard() {
  return null;
}

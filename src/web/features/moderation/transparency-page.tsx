/** /transparency: public DSA transparency figures per period. Placeholder from the issue 18 foundation; its owner replaces it. */
export function TransparencyPage() {
  return null;
}

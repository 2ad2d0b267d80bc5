/** Spec §9: unread badges show "99+" above 99. */
export function formatUnreadCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.trunc(count)));
}

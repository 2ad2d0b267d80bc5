/** Placeholder until the notifications feature lands (issue 4): the header's notifications popover. */
export function NotificationsPopover() {
  return null;
}

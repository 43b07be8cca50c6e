/** Whether the browser itself should follow this link: another window or frame, or a download. */
export function opensElsewhere(anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return anchor.hasAttribute('download') || (target !== null && target !== '' && target !== '_self');
}

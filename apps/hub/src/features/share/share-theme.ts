/** `?theme=light|dark` of a share URL, read once at start; undefined elsewhere. */
export function sharedThemeFromLocation(): 'light' | 'dark' | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!window.location.pathname.startsWith('/share/')) return undefined;
  const theme = new URLSearchParams(window.location.search).get('theme');
  return theme === 'dark' ? 'dark' : 'light';
}

// Applies the stored or system theme before first paint. An external file, because the
// Content-Security-Policy forbids inline scripts.
(() => {
  let theme = 'light';
  try {
    const stored = localStorage.getItem('kleinkram.theme');
    const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
    theme = stored === 'dark' || stored === 'light' ? stored : prefersDark ? 'dark' : 'light';
  } catch {
    // Storage can be blocked; the system preference still applies below.
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();

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

// The analytics consent banner of the server's first screen (ADR 091): shown before the first
// paint to a guest who has not chosen on this device (a signed-in user's choice is on the account,
// which only the app can ask), and its buttons record the choice as the app does for a guest, so a
// tap before the app has started is not lost. The app's own banner replaces it when it renders.
(() => {
  const consentKey = 'kleinkram.analyticsConsent';
  const sessionKey = 'kleinkram.session';
  try {
    const stored = JSON.parse(localStorage.getItem(consentKey) ?? 'null');
    const hasChoice = stored?.version === 1 && (stored.state === 'granted' || stored.state === 'denied');
    const hasSession = Boolean(localStorage.getItem(sessionKey) || sessionStorage.getItem(sessionKey));
    if (hasChoice || hasSession) return;
  } catch {
    // Storage blocked: the app cannot keep a choice either, and asks itself.
    return;
  }
  document.documentElement.classList.add('consent-pending');
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest('[data-first-screen-consent]') : null;
    if (!button) return;
    const state = button.getAttribute('data-first-screen-consent');
    try {
      localStorage.setItem(
        consentKey,
        JSON.stringify({ version: 1, state, updatedAt: new Date().toISOString() }),
      );
    } catch {
      return;
    }
    document.documentElement.classList.remove('consent-pending');
  });
})();

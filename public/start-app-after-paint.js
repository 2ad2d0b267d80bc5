// ADR 089: on pages whose first screen the server drew, the app's module scripts start only after
// the browser has painted it, so the first paint waits for no JavaScript. The server moves the
// entry and its preloads into this script's data attributes. An external file, because the
// Content-Security-Policy forbids inline scripts.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const entry = script.dataset.entry;
  const preloads = (script.dataset.preloads || '').split(' ').filter(Boolean);
  let hasStarted = false;
  const start = () => {
    if (hasStarted || !entry) return;
    hasStarted = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  // The frame callback runs before the next paint, its timeout after it. Hidden tabs paint
  // nothing, so the second timer starts them anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();

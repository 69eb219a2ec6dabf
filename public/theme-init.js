// Applies the stored theme before the page paints, so a dark-theme user never sees a white
// flash while React loads. Same rule as src/web/lib/theme-storage.ts: the key `theme` holds
// light, dark or system (default system). Mantine reads the same attribute once it starts.
(function () {
  var choice = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch (error) {
    // storage blocked: follow the system
  }
  var prefersDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var scheme = choice === 'dark' || (choice === 'system' && prefersDark) ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();

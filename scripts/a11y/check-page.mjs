// check-page.mjs URL — opens URL in headless Chromium (Debian's, at
// /usr/bin/chromium or $CHROMIUM) through playwright-core and checks it:
// first with scripts disabled (the page must be readable without them:
// its headings are listed), then with axe-core (WCAG 2.x A and AA and
// best practices). It prints one JSON object and exits 1 on a violation.
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const p1 = await plain.newPage();
  await p1.goto(url);
  const headings = await p1.$$eval('h1, h2, h3', (hs) => hs.map((h) => `${h.tagName} ${h.textContent}`));
  const lang = await p1.getAttribute('html', 'lang');
  await plain.close();

  const page = await browser.newPage();
  await page.goto(url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  }));
  const violations = result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.html) }));
  console.log(JSON.stringify({ lang, headings, passes: result.passes.length, violations }));
  process.exitCode = violations.length ? 1 : 0;
} finally {
  await browser.close();
}

// Bench case of `npm run bench`: the compliance signing page (/document-signature/{id}) with the seeded 50-page
// PDF (302, 'Política Anticorrupção', pending for 1000001). Measured in the page from the route change to the first
// page drawn, then, scrolling the document to its end a view at a time, the most pages holding a bitmap at once
// (pages render on demand and free their canvas when they leave the view, so this stays small).

import { benchRun } from './bench-session.mjs';

export const SIGNING_DOCUMENT = 302;
export const SIGNING_PAGES = 50;
export const SIGNING_FIRST_PAGE_BUDGET_MS = 1000;
export const SIGNING_CANVASES_BUDGET = 6;
const ACCOUNT = { codigo: '1000001', senha: 'moveis123' };

/** In-page: opens the signing page and answers when it happened. */
function openSigning(documentId) {
  const started = performance.now();
  window.location.hash = `#/document-signature/${documentId}`;
  return started;
}

/** In-page predicate: page 1 of `pages` has its bitmap; answers performance.now(). */
function firstPageDrawn(pages) {
  const canvas = document.querySelector(`canvas[aria-label="Página 1 de ${pages}"]`);
  return canvas !== null && canvas.width > 0 && performance.now();
}

/** In-page: scrolls the document a view per frame to its end; answers the most canvases with a bitmap at once. */
function scrollToEnd() {
  const scroller = document.querySelector('[role="region"][aria-label="Páginas do documento"]');
  if (!scroller) throw new Error('no document region');
  let most = 0;
  return new Promise((resolve) => {
    const step = () => {
      most = Math.max(most, [...scroller.querySelectorAll('canvas')].filter((canvas) => canvas.width > 0).length);
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
        resolve(most);
        return;
      }
      scroller.scrollTop += scroller.clientHeight;
      setTimeout(() => requestAnimationFrame(step), 50);
    };
    step();
  });
}

/** One cold run: login as 1000001, the signing page of the 50-page document, its first page, a scroll to the end. */
export function measureSigning(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'compliance signing', async (page, sample) => {
    const started = await page.evaluate(openSigning, SIGNING_DOCUMENT);
    const drawn = await page.waitForFunction(firstPageDrawn, SIGNING_PAGES, { polling: 'raf', timeout: 30_000 });
    sample.signingFirstPageMs = Math.round((await drawn.jsonValue()) - started);
    sample.signingCanvasesMax = await page.evaluate(scrollToEnd);
  });
}

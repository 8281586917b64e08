import type { Locator, Page } from '@playwright/test';

/**
 * Layout probes run in the page for tests/e2e/viewports.spec.ts. Each returns a list of findings (empty when the
 * layout holds), so a failure prints what is wrong, where.
 */

/** The page body scrolls sideways: its scrolling element is wider than the window, with the widest culprits. */
export function bodySideScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return [];
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')}`);
    return [`page scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${culprits.join(', ')}`];
  });
}

/**
 * Elements of `container` that reach past its left or right edge without a box of their own to scroll in (an
 * overflow-x auto/scroll ancestor inside the container): content a user cannot see or reach.
 */
export function clippedSideways(container: Locator): Promise<string[]> {
  return container.evaluate((box) => {
    const edge = box.getBoundingClientRect();
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== box; parent = parent.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return Array.from(box.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return (rect.right > edge.right + 1 || rect.left < edge.left - 1) && !scrollsInside(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().left)}..${Math.round(element.getBoundingClientRect().right)} outside ${Math.round(edge.left)}..${Math.round(edge.right)}`);
  });
}

/** The element's box lies inside the window. */
export async function outsideWindow(element: Locator, what: string): Promise<string[]> {
  const box = await element.boundingBox();
  const size = element.page().viewportSize()!;
  if (!box) return [`${what}: no box`];
  const inside = box.x >= -1 && box.y >= -1 && box.x + box.width <= size.width + 1 && box.y + box.height <= size.height + 1;
  return inside ? [] : [`${what} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} outside ${size.width}×${size.height}`];
}

/**
 * Floating buttons (a MUI Fab, or a button or link in a fixed-position box) that cover a control of the
 * page. The layout's own chrome (the app bar, the side menu), the snackbar (a message that goes away) and open
 * modals are not floating buttons.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CHROME = 'header, .skip-nav-button, .MuiDrawer-root, .MuiSnackbar-root, .MuiModal-root, .MuiPopper-root, [role="tooltip"]';
    const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="checkbox"], [role="combobox"], [role="tab"], [role="link"]';
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const stays = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    // The part of a control not cut away by a box around it that hides its overflow (a folded toolbar, a table
    // scrolled sideways): only that part can be covered.
    const shownPart = (element: Element) => {
      const rect = element.getBoundingClientRect();
      let { left, top, right, bottom } = rect;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflow === 'visible') continue;
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    const floating = Array.from(document.querySelectorAll('.MuiFab-root, button, a[href], [role="button"]')).filter(
      (element) => !element.closest(CHROME) && visible(element) && (element.classList.contains('MuiFab-root') || stays(element)),
    );
    const findings: string[] = [];
    for (const fab of floating) {
      const over = fab.getBoundingClientRect();
      for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
        if (control.closest(CHROME) || fab.contains(control) || control.contains(fab) || !visible(control)) continue;
        // Only what lies beneath: a control inside the same floating bar is the bar's own.
        if (stays(control)) continue;
        const box = shownPart(control);
        const width = Math.min(over.right, box.right) - Math.max(over.left, box.left);
        const height = Math.min(over.bottom, box.bottom) - Math.max(over.top, box.top);
        if (width > 1 && height > 1) {
          const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          findings.push(`"${name(fab)}" covers ${control.tagName.toLowerCase()} "${name(control)}"`);
        }
      }
    }
    return findings;
  });
}

/**
 * Side-menu labels that are cut: a label neither wholly visible inside the drawer nor wrapped, and without a tooltip
 * (an aria-label or title) that gives its whole text.
 */
export function clippedMenuLabels(menu: Locator): Promise<string[]> {
  return menu.evaluate((root) => {
    const drawer = root.closest('.MuiDrawer-paper') ?? root;
    const right = drawer.getBoundingClientRect().right;
    const items = Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"], .MuiListItemButton-root'));
    const findings: string[] = [];
    for (const item of items) {
      const label = (item.textContent ?? '').trim();
      if (!label) continue;
      const told = [item.getAttribute('aria-label'), item.getAttribute('title'), item.parentElement?.getAttribute('aria-label')].some(
        (text) => text?.trim() === label,
      );
      if (told) continue;
      const cut = Array.from(item.querySelectorAll<HTMLElement>('*'))
        .concat(item)
        .some((element) => {
          if (element instanceof SVGElement || !element.textContent?.trim()) return false;
          const rect = element.getBoundingClientRect();
          return element.scrollWidth > element.clientWidth + 1 || rect.right > right + 1;
        });
      if (cut) findings.push(`'${label}' is cut and has no tooltip`);
    }
    return findings;
  });
}

/** Scrolls the page to its bottom (and waits a frame for sticky and fixed boxes to settle). */
export function scrollToBottom(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, document.scrollingElement!.scrollHeight);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

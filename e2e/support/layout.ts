import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a person on a narrow phone would see go wrong with the page as it is now: the page
 * scrolling sideways, and visible text that runs out of its own box, is cut off by a box that
 * clips it, or runs off the screen (isiZulu and Afrikaans words run long, issue 27). Also a select
 * whose chosen option is wider than the select shows it, and an empty field's placeholder that
 * does not fit. Each problem names the text, so a failure says what to fix. Read in the page in
 * one pass (no waiting).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);

    const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TEXTAREA', 'TITLE']);
    /** Sub-pixel layout and glyphs that reach past the line box (accents, descenders) are not overflow. */
    const SLACK = 1.5;
    const quote = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));
    const boxOf = (start: Element): Element => {
      let element: Element | null = start;
      while (element && getComputedStyle(element).display === 'inline') element = element.parentElement;
      return element ?? document.body;
    };
    const clips = (style: CSSStyleDeclaration) => ['hidden', 'clip'].includes(style.overflowX);
    const scrolls = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || SKIP.has(parent.tagName)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = boxOf(parent);
      const boxRect = box.getBoundingClientRect();
      // Screen-reader-only text is a 1 px clipped box on purpose.
      if (boxRect.width <= 1 || boxRect.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const where = `${quote(node.textContent)} in <${box.tagName.toLowerCase()}>`;
      if (text.right > boxRect.right + SLACK || text.left < boxRect.left - SLACK) {
        problems.push(`${where} runs out of its box (${Math.round(text.width)} px text, ${Math.round(boxRect.width)} px box)`);
        continue;
      }
      // Cut off by an ancestor that clips (overflow hidden, or text-overflow: ellipsis), unless it scrolls.
      for (let up: Element | null = box; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (scrolls(style)) break;
        if (!clips(style)) continue;
        const clip = up.getBoundingClientRect();
        if (clip.width <= 1) break;
        if (text.right > clip.right + SLACK || text.left < clip.left - SLACK) {
          problems.push(`${where} is cut off by <${up.tagName.toLowerCase()}>`);
        }
        break;
      }
      if (text.right > window.innerWidth + SLACK || text.left < -SLACK) problems.push(`${where} runs off the screen`);
    }

    // A select shows its chosen option's text inside its own box: measure that text in its font.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!select.checkVisibility() || select.getBoundingClientRect().width <= 1) continue;
      const chosen = select.selectedOptions[0]?.text ?? '';
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The dropdown arrow takes about 1.25em at the end.
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.25 * parseFloat(style.fontSize);
      const width = canvas.measureText(chosen).width;
      if (width > room + SLACK)
        problems.push(`the select showing ${quote(chosen)} cuts it off (${Math.round(width)} px in ${Math.round(room)})`);
    }
    // An empty field shows its placeholder in its own box: the examples it gives must fit.
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (input.value || !input.checkVisibility() || input.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(input, '::placeholder');
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      const width = canvas.measureText(input.placeholder).width;
      if (width > room + SLACK)
        problems.push(`the placeholder ${quote(input.placeholder)} is cut off (${Math.round(width)} px in ${Math.round(room)})`);
    }
    return problems;
  });
}

/** How many px wider than its window the page is now: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });

/** Nothing on the page scrolls sideways now (a phone's most common fault); `where` names the screen in a failure. */
export async function expectNoSidewaysScroll(page: Page, where = 'the page') {
  expect(await sidewaysOverflow(page), `px that ${where} scrolls sideways`).toBe(0);
}

/** The page as it is now holds at its width: nothing scrolls sideways, no text runs out of its box. */
export async function expectLayoutHolds(page: Page, screen: string) {
  expect(await layoutProblems(page), `layout of ${screen}`).toEqual([]);
}

/**
 * Resizes the page and waits until it shows its layout for the new width. Resize and media-query
 * listeners run before animation frames (HTML "update the rendering"), and React commits their
 * state updates before the next frame: after two frames the layout is the new width's, however
 * busy the machine is (a table that becomes cards at 375 px no longer counts as scrolling sideways
 * because it was read in between).
 */
export async function afterResize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await twoFrames(page);
}

/** Two animation frames of the page: what the page changed before this call has been laid out and painted. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

type ShiftLog = { shifts: { at: number; value: number }[]; appearedAt: number | null };

/**
 * Starts recording, from the next page's first paint, every layout shift a person did not cause
 * (the browser's own Layout Instability API), and the moment `selector` first appears. Call it
 * before `goto`; read with `shiftsOnceShown`.
 */
export async function recordShiftsAround(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const log: ShiftLog = { shifts: [], appearedAt: null };
    (window as unknown as { __shiftLog: ShiftLog }).__shiftLog = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) log.shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = () => {
      if (log.appearedAt === null && document.querySelector(watched)) log.appearedAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * The layout shifts from the moment the recorded selector appeared until now, after two frames
 * (a shift is reported with the frame that painted it). Fails if it never appeared.
 */
export async function shiftsOnceShown(page: Page): Promise<{ at: number; value: number }[]> {
  await twoFrames(page);
  const log = await page.evaluate(() => (window as unknown as { __shiftLog: ShiftLog }).__shiftLog);
  expect(log.appearedAt, 'the recorded element appeared').not.toBeNull();
  return log.shifts.filter((shift) => shift.at >= log.appearedAt! - 1);
}

/**
 * A bar fixed to the window's bottom (the language offer) leaves the page usable: it sits on the
 * window's bottom edge, and at the end of the page the footer's last line shows above it.
 */
export async function expectOfferClearOfThePage(page: Page, bar: Locator) {
  const height = page.viewportSize()!.height;
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(height);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = await page.locator('footer').evaluate((footer) => {
    const texts = Array.from(footer.querySelectorAll('p, a, span')).filter((e) => e.textContent?.trim());
    return texts.at(-1)!.getBoundingClientRect().bottom;
  });
  expect(lastLine).toBeLessThanOrEqual(box.y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

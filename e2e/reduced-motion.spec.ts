import { expect, test, type Page } from '@playwright/test';

// A visitor whose device asks for less motion (prefers-reduced-motion) gets no smooth scrolling
// and no animation that keeps going: a loading spinner (components/ui/button.tsx, layout.tsx)
// turns once, at once, and stands still, instead of repeating as fast as the screen draws.

/** How the built stylesheet animates a spinner (the app's own `animate-spin` class) on `page`. */
async function spinnerMotion(page: Page) {
  return page.evaluate(() => {
    const spinner = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    spinner.setAttribute('class', 'animate-spin');
    document.body.append(spinner);
    const style = getComputedStyle(spinner);
    const motion = {
      name: style.animationName,
      iterations: style.animationIterationCount,
      scrolling: getComputedStyle(document.documentElement).scrollBehavior,
    };
    spinner.remove();
    return motion;
  });
}

test('a visitor who asks for less motion gets a still spinner and no smooth scrolling; others get both', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(await spinnerMotion(page)).toEqual({ name: 'spin', iterations: '1', scrolling: 'auto' });

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await spinnerMotion(page)).toEqual({ name: 'spin', iterations: 'infinite', scrolling: 'smooth' });
});

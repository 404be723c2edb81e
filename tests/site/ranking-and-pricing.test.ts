/// <reference types="vite/client" />
// (The rendered pages read import.meta.env in src/lib, which only Vite's types declare.)
//
// Every sentence a visitor reads about how firms are scored and ranked, and every plan price, read
// off the pages as they are served (dist/, prerendered) or rendered (the client-rendered plan
// cards and the premium welcome page), and checked against the scorer's behaviour and PLANS.
// The sentences come from src/domain/matching/ranking-text.ts; these checks deliberately do not:
// they ask compareMatches and scoreFirm, so a hand-edited sentence or a changed scorer fails.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import ForFirmsPage from '@/features/firm-auth/pages/for-firms-page';
import PremiumWelcomePage from '@/features/firm-dashboard/pages/premium-welcome-page';
import { serveSite } from '../../scripts/lib/static-site.mjs';
import {
  alwaysAheadAtEqualFit,
  comparatorPlanOrder,
  expectedRankingPlans,
  formatRand,
  pageLines,
  planNeverBeatsBetterFitAndRatingDecidesWithinPlan,
  PLAN_IDS,
  PLANS,
  randOf,
  readRankingLine,
  readScoreNumbers,
  readTieBreakOrder,
  scoreIgnoresUrgencyBudgetAndLanguage,
  speakerFirstAtEqualPointsNeverOverBetterFit,
  scorerPointsInDescriptionOrder,
} from './ranking-claims';

const DIST = join(__dirname, '..', '..', 'dist');
/** Prerendered pages that say something about scoring or ranking. */
const PAGES = ['/', '/how-it-works', '/about', '/faq', '/terms', '/privacy', '/lawyers/johannesburg'] as const;
let server: Server;
const text: Record<string, string[]> = {};
const rendered = (page: () => React.ReactNode) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page)));
const forFirms = rendered(ForFirmsPage);
text['/for-firms'] = pageLines(forFirms);
text['/premium-welcome'] = pageLines(rendered(PremiumWelcomePage));

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('dist/ has no built site: run `npm run build` first (npm test does).');
  server = await serveSite(DIST);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const url of PAGES) text[url] = pageLines(await (await fetch(`${origin}${url}`)).text());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const joined = (url: string) => text[url]!.join('\n');

describe('what the pages say about the match score', () => {
  it.each(['/privacy', '/terms'])('%s gives the points the scorer gives, in its order, and nothing it ignores', (url) => {
    expect(readScoreNumbers(joined(url))).toEqual(scorerPointsInDescriptionOrder());
    expect(joined(url)).toContain('Urgency, budget and language do not change it.');
    expect(scoreIgnoresUrgencyBudgetAndLanguage()).toBe(true);
  });

  it.each([...PAGES, '/for-firms', '/premium-welcome'])('%s claims no weighting, factor or ranking the scorer lacks', (url) => {
    const page = joined(url);
    expect(page).not.toMatch(
      /listed last|higher ranking|priority listing|ranks? higher|more visibility|urgency and budget|weighting/i,
    );
    expect(page).not.toMatch(/(location|practice area)[^.\n]{0,20}\d+\s?%/i);
    // Any other 'we score' sentence says what the score is made of, and only that.
    for (const line of text[url]!.filter((l) => /\bwe score\b/i.test(l) && !/We score each verified firm out of/.test(l))) {
      expect(line).toContain('two things only: how close the firm is to you and how well its practice areas fit your need');
    }
  });

  it('the scorer really scores two things: the most location and practice points add up to the maximum', () => {
    const numbers = scorerPointsInDescriptionOrder();
    expect(numbers[0]).toBe(Math.max(...numbers.slice(1, 6)) + Math.max(...numbers.slice(6, 16)));
  });
});

describe('what the pages say about the order of equally good matches', () => {
  it.each(['/privacy', '/terms', '/faq', '/how-it-works'])('%s names the plans in the comparator’s order', (url) => {
    expect(readTieBreakOrder(joined(url))).toEqual(comparatorPlanOrder());
    expect(joined(url)).toContain('A plan never moves a firm ahead of one that matches the request better.');
    expect(planNeverBeatsBetterFitAndRatingDecidesWithinPlan()).toBe(true);
  });

  it.each(['/privacy', '/terms', '/faq', '/how-it-works'])(
    '%s puts the client’s language before plan, as the comparator does',
    (url) => {
      const text = joined(url);
      const language = text.indexOf('Among firms with the same match score, a firm that speaks your language comes first');
      expect(language).toBeGreaterThanOrEqual(0);
      expect(language).toBeLessThan(text.indexOf('Where firms match equally well,'));
      expect(speakerFirstAtEqualPointsNeverOverBetterFit()).toBe(true);
    },
  );

  it('the comparator puts a free firm after every paid firm that fits equally well, whatever the ratings', () => {
    expect(comparatorPlanOrder()).toEqual(['premium_plus', 'premium', 'free']);
  });
});

/** The plan cards of /for-firms, each with its name, shown prices and feature lines. */
function planCards() {
  return forFirms
    .split('<h3')
    .slice(1)
    .map((card) => ({
      name: pageLines(`<h3${card}`)[0]!,
      price: /<span class="whitespace-nowrap">([^<]+)<\/span>/.exec(card)?.[1] ?? null,
      previousPrice: /<s\b[^>]*>([^<]+)<\/s>/.exec(card)?.[1] ?? null,
      features: pageLines(card)
        .filter((l) => l.startsWith('✓ '))
        .map((l) => l.slice(2)),
    }));
}

describe('the plan cards on /for-firms', () => {
  it('show one card per plan, each at the price and previous price PLANS charges', () => {
    const cards = planCards();
    expect(cards.map((c) => c.name)).toEqual(PLAN_IDS.map((id) => PLANS[id].name));
    for (const id of PLAN_IDS) {
      const card = cards.find((c) => c.name === PLANS[id].name)!;
      expect(randOf(card.price!)).toBe(PLANS[id].price);
      expect(card.previousPrice && randOf(card.previousPrice)).toBe(PLANS[id].previousPrice ?? null);
    }
  });

  it.each(PLAN_IDS)('the %s card has one ranking line, and it is the comparator’s order', (id) => {
    const card = planCards().find((c) => c.name === PLANS[id].name)!;
    const lines = card.features.filter((f) => /listed|rank|visib|priority/i.test(f));
    expect(lines).toHaveLength(1);
    const claim = readRankingLine(lines[0]!);
    expect(claim).not.toBeNull();
    expect(claim!.plans.length).toBeGreaterThan(0);
    expect([...claim!.plans].sort()).toEqual(expectedRankingPlans(id, claim!.direction).sort());
  });
});

describe('the terms’ plan lines', () => {
  const planLine = (id: (typeof PLAN_IDS)[number]) => text['/terms']!.find((l) => l.startsWith(`${PLANS[id].name}: `))!;

  it.each(PLAN_IDS)('%s: its price, previous price and ranking clause', (id) => {
    const line = planLine(id);
    const plan = PLANS[id];
    if (plan.price === 0) expect(line).toMatch(new RegExp(`^${plan.name}: free,`));
    else expect(line).toContain(`: ${formatRand(plan.price)} per month`);
    if (plan.previousPrice) expect(line).toContain(`previously ${formatRand(plan.previousPrice)}`);
    else expect(line).not.toContain('previously');
    const claim = readRankingLine(/listed (ahead of|after) .+? equally well/.exec(line)![0]);
    expect([...claim!.plans].sort()).toEqual(expectedRankingPlans(id, claim!.direction).sort());
  });
});

describe('what a paid firm is told it gets', () => {
  it.each(['/premium-welcome', '/about'])('%s promises a place every paid plan has', (url) => {
    const clause = /listed (ahead of|after) .+? equally well/.exec(joined(url))?.[0];
    expect(clause).toBeDefined();
    const claim = readRankingLine(clause!)!;
    expect(claim.direction).toBe('ahead of');
    for (const paid of PLAN_IDS.filter((id) => PLANS[id].price > 0)) {
      for (const other of claim.plans) expect(alwaysAheadAtEqualFit(paid, other)).toBe(true);
    }
  });
});

import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach } from 'vitest';
import { screensArrived } from '../src/kit/routing/lazyScreen';
import { readComputedStyleLazily } from './helpers/jsdomComputedStyle';
import { cascadeQueriedPropertiesAlone } from './helpers/jsdomRuleIndex';
import { parseEachRuleOnce } from './helpers/jsdomRuleParseOnce';
import { skipRulesOfOtherElements } from './helpers/jsdomStyleRules';

// The whole app renders in jsdom on 2 cores: give screens time to appear before a query gives up.
configure({ asyncUtilTimeout: 5000, getElementError: lazyElementError });

/**
 * Testing Library's own getElementError prints the whole document (prettyDOM) into the error of every query that finds
 * nothing, and a findBy or waitFor retries its query every 50 ms and on every DOM change until the screen is there: up to
 * 8% of a screen test's CPU went into printing pages no one read. This error prints the same text, but only when its
 * message is read, which a test does only for the query that finally fails (the error vitest reports).
 */
function lazyElementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    get: () => (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}

/**
 * React's development build records, for each element it creates, a stack trace (`Error('react-stack-top-frame')`) and
 * a console task, only to name the owner components in its warnings; it stops after 10,000 elements until its next
 * render pass. Tests read no owner stack: with the count held at its limit React keeps its "unknown owner" placeholder,
 * as it does past the 10,000th element. Warnings still print, with a shorter component stack.
 */
const reactInternals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 10_000, set: () => undefined });
}

// getComputedStyle skips at once the CSS rules written for another tag or class (tests/helpers/jsdomStyleRules.ts).
skipRulesOfOtherElements(document);
// `display`, `visibility` and `pointer-events` come from the rules that set them, found in an index, not from the whole cascade (tests/helpers/jsdomRuleIndex.ts).
cascadeQueriedPropertiesAlone(document);
// getComputedStyle answers the properties its callers read without building the whole declaration (tests/helpers/jsdomComputedStyle.ts).
readComputedStyleLazily(window);
// A rule text Emotion inserts again (each test starts from an empty sheet) is parsed once per worker (tests/helpers/jsdomRuleParseOnce.ts).
parseEachRuleOnce(document);

/** Emotion's default cache, the one MUI and react-admin style through (the app sets no CacheProvider of its own). */
let emotionCache: EmotionCache | undefined;
renderToStaticMarkup(
  createElement(() => {
    emotionCache = __unsafe_useEmotionCache() ?? undefined;
    return null;
  }),
);

/**
 * Emotion's production way of inserting rules: into one style sheet with insertRule, instead of one <style> element per
 * rule as in development. jsdom parses each new <style> element as a sheet of its own and adds it to
 * document.styleSheets; insertRule parses the one rule (the first render of /agendados, 36 columns: ~20% less CPU). The
 * rules are the same, and jsdom still drops its computed styles on the DOM change that follows each insertion.
 */
if (emotionCache) {
  emotionCache.sheet.flush();
  emotionCache.sheet.isSpeedy = true;
}

/**
 * Drops the CSS rules the test's screens inserted, so that the next test starts with an empty style sheet, as in a fresh
 * document. The document lives as long as the worker (isolate: false): without this, every file added its rules to
 * those of the files before it (2,400 rules by the end of a run), and jsdom matches each rule's selector against an
 * element and its ancestors in every getComputedStyle call (role queries, toBeVisible, MUI's TextareaAutosize), so the
 * same test cost up to 5 times more late in a run than early. Emotion inserts a rule again when a component is rendered
 * after this, so a test still gets every rule of what it renders.
 */
function dropInsertedStyles(): void {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}

afterEach(() => {
  cleanup();
  dropInsertedStyles();
});

// A screen a test opened last may still be loading: the worker's environment must outlive it.
afterAll(() => screensArrived());

/** A sheet in its own <style> element, as Emotion makes one. */
function newSheet(text = ''): { element: HTMLStyleElement; sheet: CSSStyleSheet } {
  const element = document.createElement('style');
  element.textContent = text;
  document.head.appendChild(element);
  return { element, sheet: element.sheet! };
}

const RULE = '.parse-once-probe{padding-top:7px;pointer-events:none}';

describe('a rule text inserted again is parsed once (tests/helpers/jsdomRuleParseOnce.ts)', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((element) => element.remove());
    document.body.innerHTML = '';
  });

  it('is on, and a sheet made after the first one left the document gets the same rule, with the same effect', () => {
    expect((CSSStyleSheet.prototype.insertRule as { parsedOnce?: true }).parsedOnce).toBe(true);
    const probe = document.createElement('span');
    probe.className = 'parse-once-probe';
    document.body.appendChild(probe);

    const first = newSheet();
    expect(first.sheet.insertRule(RULE, 0)).toBe(0);
    const parsed = first.sheet.cssRules[0];
    expect(getComputedStyle(probe).paddingTop).toBe('7px');
    first.element.remove();
    expect(getComputedStyle(probe).paddingTop).toBe('');

    const second = newSheet();
    second.sheet.insertRule('.other{margin:0}', 0);
    expect(second.sheet.insertRule(RULE, 1)).toBe(1);
    expect(second.sheet.cssRules[1]).toBe(parsed);
    expect(parsed.parentStyleSheet).toBe(second.sheet);
    expect(getComputedStyle(probe).paddingTop).toBe('7px');
    expect(getComputedStyle(probe).pointerEvents).toBe('none');
  });

  it('parses the text again for a second sheet while the first still holds its rule, and for a sheet that opens with @import', () => {
    const first = newSheet();
    const second = newSheet();
    first.sheet.insertRule(RULE, 0);
    second.sheet.insertRule(RULE, 0);
    expect(second.sheet.cssRules[0]).not.toBe(first.sheet.cssRules[0]);
    expect(first.sheet.cssRules[0].parentStyleSheet).toBe(first.sheet);
    expect(second.sheet.cssRules[0].parentStyleSheet).toBe(second.sheet);

    first.element.remove();
    second.element.remove();
    const imports = newSheet('@import url("x.css");');
    expect(() => imports.sheet.insertRule(RULE, 0)).toThrow();
    expect(imports.sheet.insertRule(RULE, 1)).toBe(1);
  });

  it('leaves to jsdom what it refuses: a text of two rules, an index past the end', () => {
    const { sheet } = newSheet();
    expect(() => sheet.insertRule('.a{margin:0} .b{margin:0}', 0)).toThrow();
    sheet.insertRule(RULE, 0);
    sheet.ownerNode!.remove();
    const next = newSheet();
    expect(() => next.sheet.insertRule(RULE, 5)).toThrow();
    expect(next.sheet.cssRules).toHaveLength(0);
  });
});

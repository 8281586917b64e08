import { readFileSync } from 'node:fs';
import { sourceFiles } from './sourceFiles';

describe('server text is never rendered as HTML', () => {
  it('no dangerouslySetInnerHTML, innerHTML/outerHTML assignment, insertAdjacentHTML or document.write in src', () => {
    const offenders = sourceFiles('src').filter((file) =>
      /dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

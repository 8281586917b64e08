import { embedKind } from '../../../src/custom/scorecard/scorecard';

const OWN = 'http://localhost/api/legacy/scorecard/report/';

describe('embedKind: how the scorecard shows an EmbedUrl', () => {
  it.each([
    'https://app.powerbi.com/reportEmbed?reportId=f6bfd646-b718-44dc-a378-b73e6b528204&groupId=be8908da',
    'https://APP.POWERBI.COM/reportEmbed?reportId=1',
    'https://app.powerbigov.us.powerbi.com/reportEmbed?reportId=1',
    'https://msit.powerbi.com/reportEmbed',
  ])('Power BI over https: %s', (url) => {
    expect(embedKind(url, OWN)).toBe('powerbi');
  });

  it.each(['http://localhost/api/legacy/scorecard/report/scorecard-1000001', 'http://localhost/api/legacy/scorecard/report/scorecard-2000001'])(
    "the demo's own report: %s",
    (url) => {
      expect(embedKind(url, OWN)).toBe('builtIn');
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://app.powerbi.com/reportEmbed?reportId=1',
    'https://app.powerbi.com.evil.example/reportEmbed',
    'https://evilpowerbi.com/reportEmbed',
    'https://powerbi.com.example.org/',
    'https://user:secret@app.powerbi.com/reportEmbed',
    'https://example.com/scorecard/report/scorecard-1000001',
    'http://localhost:8080/api/legacy/scorecard/report/scorecard-1000001',
    'http://localhost/api/legacy/scorecard/report/',
    'http://localhost/api/legacy/scorecard/report/../../pessoa/0000001',
    'http://localhost/api/legacy/scorecard/report/scorecard-1000001/extra',
    'http://localhost/api/legacy/scorecard/report/scorecard-1000001?embedToken=x',
    'http://localhost/api/legacy/pessoa/1000001',
    '/api/legacy/scorecard/report/scorecard-1000001',
    '',
    'not a url',
  ])('refused: %s', (url) => {
    expect(embedKind(url, OWN)).toBe('refused');
  });
});

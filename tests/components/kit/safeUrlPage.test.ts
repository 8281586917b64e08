// The parts of safeUrl that depend on the page: its origin (blob: URLs, relative URLs) and window.open.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { config } from '../../../src/config';
import { isFrameableUrl, isViewableUrl, openExternal } from '../../../src/kit/files/safeUrl';

const page = window.location.origin;

describe('isViewableUrl', () => {
  it('accepts blob: URLs of this page only', () => {
    expect(isViewableUrl(`blob:${page}/0f3c`)).toBe(true);
    expect(isViewableUrl('blob:https://outro.com/0f3c')).toBe(false);
    expect(isViewableUrl('data:application/pdf;base64,JVBER')).toBe(false);
  });
});

/**
 * The legacy API's base as VITE_LEGACY_API_URL would set it, for this test only. The configuration is changed in place,
 * not re-imported: the files of a worker share their modules, and vi.resetModules() would give the files after this
 * one a second copy of the mock server and its fault switch.
 */
function legacyApiAt(url: string): void {
  const settings = config as { legacyApiUrl: string };
  const original = settings.legacyApiUrl;
  settings.legacyApiUrl = url;
  onTestFinished(() => {
    settings.legacyApiUrl = original;
  });
}

describe('isFrameableUrl', () => {
  it('with the default relative API, accepts this page origin and its blob: URLs', () => {
    expect(isFrameableUrl('/api/legacy/arquivo/1')).toBe(true);
    expect(isFrameableUrl(`${page}/api/legacy/arquivo/1`)).toBe(true);
    expect(isFrameableUrl(`blob:${page}/0f3c`)).toBe(true);
  });

  it('with the API on another origin, accepts that origin and no longer the page one (blob: URLs stay)', () => {
    legacyApiAt('https://legacy.example.com/api');
    expect(isFrameableUrl('https://legacy.example.com/api/arquivo/1')).toBe(true);
    expect(isFrameableUrl('https://legacy.example.com/outro/2.png')).toBe(true);
    expect(isFrameableUrl('http://legacy.example.com/api/arquivo/1')).toBe(false);
    expect(isFrameableUrl('https://legacy.example.com:8443/api/arquivo/1')).toBe(false);
    expect(isFrameableUrl('/api/legacy/arquivo/1')).toBe(false);
    expect(isFrameableUrl(`blob:${page}/0f3c`)).toBe(true);
  });
});

describe('openExternal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens http(s) URLs with noopener,noreferrer', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openExternal('https://exemplo.com/a.pdf')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://exemplo.com/a.pdf', '_blank', 'noopener,noreferrer');
  });

  it('refuses anything else', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openExternal('javascript:alert(1)')).toBe(false);
    expect(openExternal('data:text/html,x')).toBe(false);
    expect(openExternal('')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

// The parts of safeUrl that depend on the page: its origin (blob: URLs, relative URLs) and window.open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFrameableUrl, isViewableUrl, openExternal } from '../../../src/kit/files/safeUrl';

const page = window.location.origin;

describe('isViewableUrl', () => {
  it('accepts blob: URLs of this page only', () => {
    expect(isViewableUrl(`blob:${page}/0f3c`)).toBe(true);
    expect(isViewableUrl('blob:https://outro.com/0f3c')).toBe(false);
    expect(isViewableUrl('data:application/pdf;base64,JVBER')).toBe(false);
  });
});

describe('isFrameableUrl', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('with the default relative API, accepts this page origin and its blob: URLs', () => {
    expect(isFrameableUrl('/api/legacy/arquivo/1')).toBe(true);
    expect(isFrameableUrl(`${page}/api/legacy/arquivo/1`)).toBe(true);
    expect(isFrameableUrl(`blob:${page}/0f3c`)).toBe(true);
  });

  it('with the API on another origin, accepts that origin and no longer the page one (blob: URLs stay)', async () => {
    vi.stubEnv('VITE_LEGACY_API_URL', 'https://legacy.example.com/api');
    vi.resetModules();
    const fresh = await import('../../../src/kit/files/safeUrl');
    expect(fresh.isFrameableUrl('https://legacy.example.com/api/arquivo/1')).toBe(true);
    expect(fresh.isFrameableUrl('https://legacy.example.com/outro/2.png')).toBe(true);
    expect(fresh.isFrameableUrl('http://legacy.example.com/api/arquivo/1')).toBe(false);
    expect(fresh.isFrameableUrl('https://legacy.example.com:8443/api/arquivo/1')).toBe(false);
    expect(fresh.isFrameableUrl('/api/legacy/arquivo/1')).toBe(false);
    expect(fresh.isFrameableUrl(`blob:${page}/0f3c`)).toBe(true);
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

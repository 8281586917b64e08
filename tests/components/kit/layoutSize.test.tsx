import { act, render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { breakpoints, DRAWER_WIDTH, useLayoutSize } from '../../../src/kit/layout/breakpoints';

type Listener = (event: MediaQueryListEvent) => void;
let width = 1024;
const lists: { query: string; list: MediaQueryList; listeners: Set<Listener> }[] = [];

function evaluate(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

function installMatchMedia() {
  window.matchMedia = (query: string) => {
    const listeners = new Set<Listener>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.push({ query, list, listeners });
    return list;
  };
}

function resize(next: number) {
  width = next;
  act(() => {
    for (const { query, listeners } of lists) {
      listeners.forEach((listener) => listener({ matches: evaluate(query), media: query } as MediaQueryListEvent));
    }
  });
}

function Probe() {
  return <span>{useLayoutSize()}</span>;
}

describe('useLayoutSize', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    lists.length = 0;
  });

  it.each([
    [320, 'small'],
    [599, 'small'],
    [600, 'medium'],
    [1199, 'medium'],
    [1200, 'large'],
    [1920, 'large'],
  ])('at %i px is %s', (px, size) => {
    width = px;
    installMatchMedia();
    render(<Probe />);
    expect(screen.getByText(size)).toBeInTheDocument();
  });

  it('follows the window when it is resized', () => {
    width = 1300;
    installMatchMedia();
    render(<Probe />);
    expect(screen.getByText('large')).toBeInTheDocument();
    resize(800);
    expect(screen.getByText('medium')).toBeInTheDocument();
    resize(500);
    expect(screen.getByText('small')).toBeInTheDocument();
  });
});

describe('layout constants', () => {
  it('has a 220 px drawer and breakpoints MUI accepts', () => {
    expect(DRAWER_WIDTH).toBe(220);
    const theme = createTheme({ breakpoints });
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.breakpoints.down('sm')).toContain('599.95px');
    expect(theme.breakpoints.up('lg')).toContain('1200px');
  });
});

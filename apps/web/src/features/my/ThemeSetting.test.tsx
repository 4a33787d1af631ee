import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '../../settings/theme';
import { renderApp } from '../../test/render-app';

/** A system colour scheme the test can switch, as a phone does at dusk. */
function fakeSystem(light: boolean) {
  const query = new EventTarget() as EventTarget & { matches: boolean; media: string };
  query.matches = light;
  query.media = '(prefers-color-scheme: light)';
  vi.stubGlobal('matchMedia', () => query);
  return (nowLight: boolean) => {
    query.matches = nowLight;
    act(() => void query.dispatchEvent(new Event('change')));
  };
}

const scheme = () => document.documentElement.dataset.prefersColorScheme;

describe('the theme setting in /my/setting', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    themeStore.set('system');
    vi.unstubAllGlobals();
  });

  it('follows the system by default, live, until the user picks a theme, which is kept for the next visit', async () => {
    const systemTurns = fakeSystem(true);
    themeStore.start();
    renderApp('/my/setting');

    expect(await screen.findByRole('radio', { name: 'Same as the system' })).toBeChecked();
    expect(scheme()).toBe('light');
    systemTurns(false);
    expect(scheme()).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem('bourse_theme')).toBe('light');
    systemTurns(true);
    systemTurns(false);
    expect(scheme()).toBe('light');

    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem('bourse_theme')).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Same as the system' }));
    expect(localStorage.getItem('bourse_theme')).toBeNull();
    expect(scheme()).toBe('dark');
    systemTurns(true);
    expect(scheme()).toBe('light');
  });

  it('opens in the stored theme whatever the system says', () => {
    localStorage.setItem('bourse_theme', 'dark');
    fakeSystem(true);
    themeStore.start();
    expect(themeStore.preference()).toBe('dark');
    expect(scheme()).toBe('dark');
  });
});

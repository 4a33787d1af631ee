import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const texts = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const loadScreenTexts = vi.fn(() => new Promise<void>((r) => (resolve = r)));
  return { loadScreenTexts, resolve: () => resolve() };
});
vi.mock('../i18n', () => ({ loadScreenTexts: texts.loadScreenTexts }));

const Hello = () => <p>Hello</p>;

describe('a lazy screen', () => {
  it('renders once both its code and the screens’ texts have arrived, not before', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ Hello }), 'Hello');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    // The code is there at once; the texts are not: the screen waits, rather than showing keys.
    await act(() => Promise.resolve());
    expect(screen.getByText('Loading')).toBeVisible();
    expect(screen.queryByText('Hello')).toBeNull();
    texts.resolve();
    expect(await screen.findByText('Hello')).toBeVisible();
  });

  it('does not wait for them when it needs only the first load’s texts', async () => {
    texts.loadScreenTexts.mockClear();
    const Screen = lazyScreen(() => Promise.resolve({ Hello }), 'Hello', { firstLoadTexts: true });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(texts.loadScreenTexts).not.toHaveBeenCalled();
  });
});

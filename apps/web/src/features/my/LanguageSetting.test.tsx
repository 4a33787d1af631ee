import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { languageStore } from '../../settings/language';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await languageStore.set(null);
});

describe.each([
  {
    language: 'zh-Hant',
    name: '繁體中文',
    title: '設定',
    priceColors: '漲跌顏色',
    money: '1,234.50',
    date: '2026/11/24',
  },
  {
    language: 'id',
    name: 'Bahasa Indonesia',
    title: 'Pengaturan',
    priceColors: 'Warna harga',
    money: '1.234,50',
    date: '24/11/2026',
  },
])('choosing $name in /my/setting', ({ language, name, title, priceColors, money, date }) => {
  it('shows the screen in that language, keeps the choice and writes numbers and dates its way', async () => {
    renderApp('/my/setting');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Same as the device (English)' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name }));

    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('heading', { name: priceColors })).toBeVisible();
    expect(screen.getByRole('radio', { name })).toBeChecked();
    expect(localStorage.getItem('bourse_language')).toBe(language);
    expect(i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    expect(formatMoney('1234.5')).toBe(money);
    expect(formatDate('2026-11-24')).toBe(date);
  });
});

describe('the language at start', () => {
  it('is the stored choice, and English with §9 formats when none is stored', async () => {
    localStorage.setItem('bourse_language', 'id');
    await languageStore.applyStored();
    expect(i18n.t('screens.setting')).toBe('Pengaturan');

    localStorage.removeItem('bourse_language');
    await languageStore.applyStored();
    await waitFor(() => expect(i18n.t('screens.setting')).toBe('Settings'));
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatDate('2026-11-24')).toBe('11/24/2026');
  });
});

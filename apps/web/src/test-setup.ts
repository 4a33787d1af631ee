import './ui/antd-setup';
import './i18n';
// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled, …) on vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { sessionStore } from './session/session-store';

// antd-mobile measures with a fixed-position tester element; jsdom applies no antd CSS, so say it is there.
const pxTester = document.createElement('style');
pxTester.textContent = '.adm-px-tester { position: fixed; }';
document.head.appendChild(pxTester);

afterEach(() => {
  cleanup();
  Toast.clear();
  localStorage.clear();
  sessionStore.reload();
  document.body.innerHTML = '';
});

import './ui/antd-setup';
import { loadScreenTexts } from './i18n';
// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled, …) on vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { sessionStore } from './session/session-store';

// antd-mobile measures with a fixed-position tester element; jsdom applies no antd CSS, so say it is there.
const pxTester = document.createElement('style');
pxTester.textContent = '.adm-px-tester { position: fixed; }';
document.head.appendChild(pxTester);

// antd-mobile's dialogs, popups and toasts open and close through react-spring animations, which jsdom runs frame
// by frame: under a full parallel run a dialog was still at opacity 0 (not visible) when a test looked at it, or
// still mounted after closing. Tests check what is shown, not the animation, so it is skipped here.
Globals.assign({ skipAnimation: true });

// Tests render screens directly, not through lazyScreen, which adds the other screens' English before a screen renders.
await loadScreenTexts();

afterEach(async () => {
  cleanup();
  Toast.clear();
  Dialog.clear();
  // Toasts and dialogs shown imperatively live in containers of their own on <body>, removed once closed (the next
  // frame, animations being skipped): let that happen before the body is emptied, or their removal finds them gone.
  await new Promise((resolve) => setTimeout(resolve, 50));
  localStorage.clear();
  sessionStore.reload();
  document.body.innerHTML = '';
});

import './ui/antd-setup';
import './i18n';
import { cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { sessionStore } from './session/session-store';

afterEach(() => {
  cleanup();
  Toast.clear();
  localStorage.clear();
  sessionStore.reload();
  document.body.innerHTML = '';
});

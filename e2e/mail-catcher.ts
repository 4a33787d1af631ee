export { startMailCatcher, waitForCode } from '../apps/server/src/testing/mail-catcher.ts';

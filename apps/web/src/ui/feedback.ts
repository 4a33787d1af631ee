/**
 * antd-mobile's toast and dialog, with the animation library they bring (react-spring), in a chunk of their own: the
 * app shell shows them only on a failure or a prompt, so they load then (ui/toast.ts, api/identity-prompt.ts) rather
 * than with the first screen. Screens that confirm things import them directly.
 */
export { Dialog, Toast } from 'antd-mobile';

/** Copy of the Human Key page (docs/product-rules.md 9.2). Prices come from src/domain/payments/products. */

export const HUMAN_KEY_PITCH =
  'Some fields block pasting, and some watch for it. Copy your text, press Ctrl+Shift+V, and Human Keys types it into the focused app key by key, at a human pace.';

/** The demo, told as steps (shown when no demo video is configured, and under one when it is). */
export const HOW_IT_WORKS_STEPS: { title: string; body: string }[] = [
  {
    title: 'Copy your text',
    body: 'Select the answer, code or paragraph you want to enter and copy it as usual (Ctrl+C or Cmd+C).',
  },
  {
    title: 'Click where it should go',
    body: 'Put the cursor in any text field: an editor, a browser form, a chat box or a coding test.',
  },
  {
    title: 'Press Ctrl+Shift+V',
    body: 'Human Keys types the clipboard for you, character by character, instead of pasting it in one block.',
  },
];

export const HUMAN_KEY_CAPABILITIES: string[] = [
  'Types your clipboard into any application, key by key',
  'One shortcut: Ctrl+Shift+V',
  'Human-like rhythm with natural pauses between words',
  'Works where pasting is blocked: forms, editors, chats and coding tests',
  'Windows and macOS (Intel and Apple Silicon)',
  'One-time payment, yours for life',
];

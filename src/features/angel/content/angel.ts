/**
 * Copy of the Angel pages. Claims stay within what docs/product-rules.md 8.1 allows: real-time help in
 * interviews, meetings and exams; hidden during screen sharing on desktop (not in the browser
 * version); Windows, macOS and Linux; the in-app shortcuts.
 */
export const ANGEL_PITCH =
  'An invisible real-time assistant for interviews, meetings and exams, for Windows, macOS and Linux, plus a browser version. The desktop app hides itself during screen sharing; the browser version does not.';

/** Ctrl on Windows and Linux, Cmd on macOS (docs/product-rules.md 8.1). */
export const ANGEL_SHORTCUTS: ReadonlyArray<{ key: string; action: string }> = [
  { key: 'B', action: 'Hide or show Angel' },
  { key: 'R', action: 'Reset the conversation' },
  { key: 'J', action: 'Open the chat' },
  { key: 'H', action: 'Capture a screenshot' },
];

export const ANGEL_REASONS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Stays out of your screen share',
    text: 'The desktop app hides itself while you share your screen, so only you see its answers.',
  },
  {
    title: 'Answers in real time',
    text: 'Angel follows the conversation as it happens and helps you answer while the question is still on the table.',
  },
  {
    title: 'Every desktop, plus the browser',
    text: 'Native builds for Windows, macOS (Apple silicon and Intel) and Linux (x64 and ARM), and a browser version when you cannot install anything.',
  },
  {
    title: 'Keyboard first',
    text: 'Hide, reset, open the chat or capture a screenshot with one shortcut, without reaching for the mouse.',
  },
  {
    title: 'Interviews, meetings and exams',
    text: 'One assistant for every high-stakes conversation, from a technical screen to a client call.',
  },
  {
    title: 'Downloads you can verify',
    text: 'Every installer is listed with its version and SHA-256 checksum, so you know the file is the one we published.',
  },
];

export const INSTALL_STEPS: ReadonlyArray<{ os: string; steps: readonly string[] }> = [
  {
    os: 'Windows',
    steps: [
      'Download the installer and open it.',
      'If Windows shows a security warning, click More info, then Run anyway or Install anyway.',
      'Follow the installer, then start Angel AI from the Start menu.',
    ],
  },
  {
    os: 'macOS',
    steps: [
      'Download the disk image for your Mac (Apple silicon or Intel) and open it.',
      'Drag Angel AI into the Applications folder.',
      'Open it from Applications and grant the permissions macOS asks for (such as microphone or screen recording).',
    ],
  },
  {
    os: 'Linux',
    steps: [
      'Choose the AppImage for your processor (x64 or ARM), or the .deb package.',
      'Paste the terminal command shown with it: it downloads the file, marks it executable and starts it.',
      'If the AppImage does not start, install FUSE 2 (package names may vary by distribution).',
    ],
  },
];

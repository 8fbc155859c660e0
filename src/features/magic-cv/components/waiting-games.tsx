/**
 * Where the waiting mini-games (spec 1 sections 2.10 and 9) plug into the processing overlay.
 * The games issue replaces this body; until then it renders nothing.
 */
export function WaitingGames() {
  return null;
}
